import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { expect, test } from '@playwright/test'

import budgets from '../../bench/bundle-budgets.json' with { type: 'json' }
import {
  type BudgetConfig,
  checkBundleBudgets,
  formatBudgetTable,
  type RouteBundleStat,
} from '../../src/lib/perf/bundleBudgets'

import { e2eDistDir } from './env'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The build the e2e server made (it builds into e2eDistDir before any spec runs) against
 * bench/bundle-budgets.json. "gzip" is node:zlib's gzip at level 9 of each first-load chunk file on
 * its own, summed per route, in kB of 1000 bytes.
 */
test('every page’s first-load JavaScript is within its budget', async () => {
  const statsFile = path.join(root, e2eDistDir, 'diagnostics/route-bundle-stats.json')
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as RouteBundleStat[]
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
