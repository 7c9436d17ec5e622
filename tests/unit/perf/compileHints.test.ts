import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import {
  addCompileHints,
  COMPILE_HINT,
  portalFirstLoadChunks,
} from '../../../scripts/lib/perf/compileHints'

const sri = (content: string | Buffer) =>
  `sha256-${crypto.createHash('sha256').update(content).digest('base64')}`

let dist: string
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  fs.writeFileSync(path.join(dist, file), content)
}
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8')

const framework = '(globalThis.TURBOPACK||[]).push(["framework"])'
const adminOnly = '(globalThis.TURBOPACK||[]).push(["admin"])'
const page = (hash: string) =>
  `<script src="/_next/static/chunks/framework.js" async="" integrity="${hash}"></script>`

/** A build folder as `next build` leaves it: stats, chunks, the SRI manifest, a prerendered page. */
beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  write(
    'diagnostics/route-bundle-stats.json',
    JSON.stringify([
      {
        route: '/[locale]',
        firstLoadUncompressedJsBytes: 1,
        firstLoadChunkPaths: ['.next/static/chunks/framework.js', '.next/static/chunks/home.css'],
      },
      {
        route: '/[locale]/user',
        firstLoadUncompressedJsBytes: 1,
        firstLoadChunkPaths: ['.next/static/chunks/framework.js'],
      },
      {
        route: '/admin/[[...segments]]',
        firstLoadUncompressedJsBytes: 1,
        firstLoadChunkPaths: ['.next/static/chunks/framework.js', '.next/static/chunks/admin.js'],
      },
    ]),
  )
  write('static/chunks/framework.js', framework)
  write('static/chunks/admin.js', adminOnly)
  const manifest = {
    'static/chunks/framework.js': sri(framework),
    'static/chunks/admin.js': sri(adminOnly),
  }
  write('server/subresource-integrity-manifest.json', JSON.stringify(manifest))
  write('server/app/page/subresource-integrity-manifest.json', JSON.stringify(manifest))
  write('server/app/_not-found.html', page(sri(framework)))
})
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }))

describe('compile hints', () => {
  it('take the JavaScript first loaded by portal pages, not the admin’s own chunks', () => {
    const stats = JSON.parse(read('diagnostics/route-bundle-stats.json'))
    expect(portalFirstLoadChunks(stats)).toEqual(['static/chunks/framework.js'])
  })

  it('open each such chunk with the hint and leave the admin’s chunks alone', () => {
    expect(addCompileHints(dist).hinted).toEqual(['static/chunks/framework.js'])
    expect(read('static/chunks/framework.js')).toBe(COMPILE_HINT + framework)
    expect(read('static/chunks/admin.js')).toBe(adminOnly)
  })

  it('give every page and manifest the new integrity hash of a hinted chunk', () => {
    const { filesRewritten } = addCompileHints(dist)
    const hinted = sri(fs.readFileSync(path.join(dist, 'static/chunks/framework.js')))
    expect(filesRewritten).toBe(3)
    expect(read('server/app/_not-found.html')).toBe(page(hinted))
    for (const manifest of [
      'server/subresource-integrity-manifest.json',
      'server/app/page/subresource-integrity-manifest.json',
    ])
      expect(JSON.parse(read(manifest))).toEqual({
        'static/chunks/framework.js': hinted,
        'static/chunks/admin.js': sri(adminOnly),
      })
  })

  it('change nothing when run again on the same build', () => {
    addCompileHints(dist)
    const before = read('server/app/_not-found.html')
    expect(addCompileHints(dist)).toEqual({ hinted: [], filesRewritten: 0 })
    expect(read('static/chunks/framework.js')).toBe(COMPILE_HINT + framework)
    expect(read('server/app/_not-found.html')).toBe(before)
  })

  it('finish a run that stopped after adding the hint, before the hashes', () => {
    write('static/chunks/framework.js', COMPILE_HINT + framework)
    expect(addCompileHints(dist)).toEqual({ hinted: [], filesRewritten: 3 })
    expect(read('server/app/_not-found.html')).toBe(page(sri(COMPILE_HINT + framework)))
  })

  it('do nothing where there is no build', () => {
    expect(addCompileHints(path.join(dist, 'missing'))).toEqual({ hinted: [], filesRewritten: 0 })
  })
})
