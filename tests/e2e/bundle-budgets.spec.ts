import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { expect, test } from '@playwright/test'

import budgets from '../../bench/bundle-budgets.json' with { type: 'json' }
import {
  type BudgetConfig,
  checkBundleBudgets,
  classify,
  formatBudgetTable,
  type RouteBundleStat,
} from '../../scripts/lib/perf/bundleBudgets'
import { COMPILE_HINT, portalFirstLoadChunks } from '../../scripts/lib/perf/compileHints'

import { e2eDistDir } from './env'

const root = path.resolve(import.meta.dirname, '../..')
const readStats = () =>
  JSON.parse(
    fs.readFileSync(path.join(root, e2eDistDir, 'diagnostics/route-bundle-stats.json'), 'utf8'),
  ) as RouteBundleStat[]

/**
 * The build the e2e server made (it builds into e2eDistDir before any spec runs) against
 * bench/bundle-budgets.json. "gzip" is node:zlib's gzip at level 9 of each first-load chunk file on
 * its own, summed per route, in kB of 1000 bytes.
 */
test('every page’s first-load JavaScript is within its budget', async () => {
  const stats = readStats()
  expect(stats.length).toBeGreaterThan(0)

  const sizes = new Map<string, number>()
  // Chunk paths are relative to the project, with the build folder first.
  const gzipBytesOf = (chunk: string) => {
    let size = sizes.get(chunk)
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.resolve(root, chunk)), { level: 9 }).length
      sizes.set(chunk, size)
    }
    return size
  }
  const { rows, violations } = checkBundleBudgets(stats, gzipBytesOf, budgets as BudgetConfig)

  const table = formatBudgetTable(rows)
  console.log(`First-load JavaScript per route (gzip level 9, kB = 1000 bytes):\n${table}`)
  await test.info().attach('bundle-budgets.txt', { body: table, contentType: 'text/plain' })
  expect(violations).toEqual([])
})

/**
 * Messages are compiled at build time (next.config.mjs), so the browser formats them without the
 * ICU parser, which would otherwise load on every page and parse each message at startup.
 */
test('no page’s first-load JavaScript carries the ICU message parser', async () => {
  const portalChunks = new Set(
    readStats()
      .filter((stat) => classify(stat.route, budgets as BudgetConfig)?.budgetKb != null)
      .flatMap((stat) => stat.firstLoadChunkPaths),
  )
  expect(portalChunks.size).toBeGreaterThan(0)
  const withParser = [...portalChunks].filter((chunk) =>
    fs.readFileSync(path.resolve(root, chunk), 'utf8').includes('IntlMessageFormat.__parse'),
  )
  expect(withParser).toEqual([])
})

/**
 * The build step after `next build` (scripts/lib/perf/compileHints.ts) opens the portal's first-load
 * chunks with V8's compile hint and re-hashes them: a page whose integrity attribute still named
 * the old content would have its scripts refused by the browser.
 */
test('first-load scripts carry the compile hint and the integrity pages give them', async ({
  request,
}) => {
  const chunks = portalFirstLoadChunks(readStats())
  expect(chunks.length).toBeGreaterThan(5)
  for (const chunk of chunks)
    expect(
      fs.readFileSync(path.join(root, e2eDistDir, chunk), 'utf8').startsWith(COMPILE_HINT),
      chunk,
    ).toBe(true)

  for (const pagePath of ['/', '/zh/my-account-login']) {
    const html = await (await request.get(pagePath)).text()
    const checked = [...html.matchAll(/<script [^>]*>/g)].flatMap(([tag]) => {
      const src = /src="([^"]+)"/.exec(tag)?.[1]
      const integrity = /integrity="([^"]+)"/.exec(tag)?.[1]
      return src && integrity ? [{ src, integrity }] : []
    })
    expect(checked.length, pagePath).toBeGreaterThan(3)
    for (const { src, integrity } of checked) {
      const body = await (await request.get(src)).body()
      const served = `sha256-${crypto.createHash('sha256').update(body).digest('base64')}`
      expect(served, src).toBe(integrity)
    }
  }
})
