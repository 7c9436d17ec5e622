import path from 'node:path'

import { describe, expect, it } from 'vitest'

const { instanceCacheDir, instanceCacheFile, instanceName } =
  await import('@/server/cache/instanceCache.mjs')

const server = path.join('/srv/portal/.next', 'server')
const own = instanceCacheDir('/srv/portal/.next', { PORT: '3001' })

describe('per-instance rendered cache', () => {
  it('names an instance by INSTANCE_NAME, else by its port, safely for a folder', () => {
    expect(instanceName({ PORT: '3001' })).toBe('port-3001')
    expect(instanceName({})).toBe('port-3000')
    expect(instanceName({ INSTANCE_NAME: 'web-a', PORT: '3001' })).toBe('web-a')
    expect(instanceName({ INSTANCE_NAME: '../../etc' })).toBe('..-..-etc')
    expect(own).toBe('/srv/portal/.next/cache/instances/port-3001')
  })

  it("moves pages rendered at run time and cached data into the instance's folder", () => {
    expect(instanceCacheFile(`${server}/route-cache/abc/en/coach/x.html`, server, own)).toBe(
      `${own}/route-cache/abc/en/coach/x.html`,
    )
    expect(instanceCacheFile('/srv/portal/.next/cache/fetch-cache/f00d', server, own)).toBe(
      `${own}/fetch-cache/f00d`,
    )
  })

  it("leaves the build's own files where they are", () => {
    for (const file of [
      `${server}/app/_not-found.html`,
      `${server}/route-cache-other/x.html`,
      '/srv/portal/.next/cache/images/x',
    ])
      expect(instanceCacheFile(file, server, own)).toBe(file)
  })

  it('keeps two instances of one build apart', () => {
    const other = instanceCacheDir('/srv/portal/.next', { PORT: '3002' })
    const file = `${server}/route-cache/abc/en.html`
    expect(instanceCacheFile(file, server, own)).not.toBe(instanceCacheFile(file, server, other))
  })
})
