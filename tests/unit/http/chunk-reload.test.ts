import { describe, expect, it } from 'vitest'

import {
  CHUNK_RELOAD_STORAGE_KEY,
  CHUNK_RELOAD_THROTTLE_MS,
  claimChunkReload,
  isChunkLoadError,
  isChunkScript,
  shouldReloadForChunk,
} from '@/components/page/chunkReload'
import { DATA_REFRESH_MIN_DELAY_MS, swrOptions } from '@/components/browser/swr'

const memoryStore = () => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('chunk reload throttle', () => {
  const now = 1_800_000_000_000

  it('reloads when the tab never reloaded, or last did more than 60 s ago', () => {
    expect(CHUNK_RELOAD_THROTTLE_MS).toBe(60_000)
    expect(shouldReloadForChunk(null, now)).toBe(true)
    expect(shouldReloadForChunk(now - 60_001, now)).toBe(true)
    expect(shouldReloadForChunk(Number.NaN, now)).toBe(true)
  })

  it('does not reload again within 60 s', () => {
    expect(shouldReloadForChunk(now, now)).toBe(false)
    expect(shouldReloadForChunk(now - 1000, now)).toBe(false)
    expect(shouldReloadForChunk(now - 60_000, now)).toBe(false)
  })

  it('treats a reload time in the future (clock set back) as no proof of a recent reload', () => {
    expect(shouldReloadForChunk(now + 5000, now)).toBe(true)
  })

  it('claims a reload once per window, remembering it in the store', () => {
    const store = memoryStore()
    expect(claimChunkReload(store, now)).toBe(true)
    expect(store.items.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(now))
    expect(claimChunkReload(store, now + 30_000)).toBe(false)
    expect(claimChunkReload(store, now + 59_999)).toBe(false)
    expect(claimChunkReload(store, now + 60_001)).toBe(true)
    expect(store.items.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(now + 60_001))
  })

  it('never reloads when the store cannot be used (the throttle could not hold)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {},
    }
    expect(claimChunkReload(broken, now)).toBe(false)
  })
})

describe('chunk failures', () => {
  it('recognises webpack and Turbopack chunk errors, and nothing else', () => {
    const webpack = Object.assign(new Error('Loading chunk 123 failed.'), {
      name: 'ChunkLoadError',
    })
    expect(isChunkLoadError(webpack)).toBe(true)
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a1b2.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })

  it('knows the build chunks by their path', () => {
    expect(isChunkScript('https://portal.example/_next/static/chunks/0a1b.js')).toBe(true)
    expect(isChunkScript('https://www.googletagmanager.com/gtag/js')).toBe(false)
  })
})

describe('data refresh', () => {
  it('waits at least 200 ms between refreshes of the same data', () => {
    expect(DATA_REFRESH_MIN_DELAY_MS).toBe(200)
    expect(swrOptions).toEqual({ dedupingInterval: 200, focusThrottleInterval: 200 })
  })
})
