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
} from '../../src/lib/perf/bundleBudgets'

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
 * Messages are compiled at build time (next.config.ts), so the browser formats them without the
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
