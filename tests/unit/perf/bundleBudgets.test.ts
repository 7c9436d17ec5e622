import { describe, expect, it } from 'vitest'

import budgets from '../../../bench/bundle-budgets.json'
import {
  type BudgetConfig,
  checkBundleBudgets,
  classify,
  formatBudgetTable,
  type RouteBundleStat,
} from '../../../scripts/lib/perf/bundleBudgets'

const config = budgets as BudgetConfig
const classOf = (route: string) => classify(route, config)?.name ?? null

const stat = (route: string, chunks: string[]): RouteBundleStat => ({
  route,
  firstLoadUncompressedJsBytes: chunks.length * 1000,
  firstLoadChunkPaths: chunks,
})
/** Chunk names say their gzip size in kB: "a-60" weighs 60,000 bytes. */
const sizeOf = (chunk: string) => Number(chunk.split('-').pop()) * 1000

describe('bundle budget classes', () => {
  it('put the member dashboard under /[locale]/user in the dashboard class', () => {
    expect(classOf('/[locale]/user')).toBe('dashboard')
    expect(classOf('/[locale]/user/cm/info/[[...id]]')).toBe('dashboard')
    expect(classOf('/[locale]/user/security/email-change')).toBe('dashboard')
  })

  it('put every other localized page in the public class, sign-in and 404 included', () => {
    expect(classOf('/[locale]')).toBe('public')
    expect(classOf('/[locale]/[...path]')).toBe('public')
    expect(classOf('/[locale]/university/[id]')).toBe('public')
    expect(classOf('/[locale]/my-account-login')).toBe('public')
    // Not the dashboard: only the /user segment itself is.
    expect(classOf('/[locale]/username-help')).toBe('public')
    expect(classOf('/_not-found')).toBe('public')
  })

  it('leave the admin, the API and route handlers unbudgeted', () => {
    for (const route of [
      '/admin/[[...segments]]',
      '/api/[...slug]',
      '/api/health',
      '/sitemap.xml',
      '/robots.txt',
      '/icon.svg',
      '/manifest.webmanifest',
    ])
      expect([route, classOf(route)]).toEqual([route, 'excluded'])
  })

  it('give budgets of 170 kB to public pages and 200 kB to the dashboard', () => {
    const budgetOf = (name: string) => config.classes.find((c) => c.name === name)?.budgetKb
    expect(budgetOf('public')).toBe(170)
    expect(budgetOf('dashboard')).toBe(200)
    expect(budgetOf('excluded')).toBeNull()
  })
})

describe('checkBundleBudgets', () => {
  const stats = [
    stat('/[locale]', ['shared-140', 'home-20']),
    stat('/[locale]/coach/[name]', ['shared-140', 'coach-35']),
    stat('/[locale]/user/cm', ['shared-140', 'forms-55']),
    stat('/[locale]/user/profile', ['shared-140', 'forms-65']),
    stat('/admin/[[...segments]]', ['shared-140', 'payload-700']),
    stat('/_somewhere-new', ['shared-140']),
  ]

  it('sums each route’s chunks and reports every route over its budget, and only those', () => {
    const { rows, violations } = checkBundleBudgets(stats, sizeOf, config)
    expect(rows.map((row) => [row.route, row.gzipBytes, row.overBy])).toEqual([
      ['/[locale]', 160_000, 0],
      ['/[locale]/coach/[name]', 175_000, 5_000],
      ['/[locale]/user/cm', 195_000, 0],
      ['/[locale]/user/profile', 205_000, 5_000],
      ['/admin/[[...segments]]', 840_000, 0],
      ['/_somewhere-new', 140_000, 0],
    ])
    expect(violations.map((v) => v.route)).toEqual([
      '/[locale]/coach/[name]',
      '/[locale]/user/profile',
      '/_somewhere-new',
    ])
    expect(violations[0]!.reason).toBe(
      '175.0 kB gzip, over its public budget of 170.0 kB by 5.0 kB',
    )
    expect(violations[2]!.reason).toMatch(/no budget class/)
  })

  it('counts a chunk listed twice once', () => {
    const { rows } = checkBundleBudgets(
      [stat('/[locale]', ['shared-140', 'home-20', 'home-20'])],
      sizeOf,
      config,
    )
    expect(rows[0]!.gzipBytes).toBe(160_000)
  })

  it('prints a table of route → kB, largest first, marking the routes over budget', () => {
    const { rows } = checkBundleBudgets(stats.slice(0, 4), sizeOf, config)
    const table = formatBudgetTable(rows).split('\n')
    expect(table[0]).toMatch(/^route\s+class\s+gzip kB\s+budget$/)
    expect(table[1]).toMatch(/^\/\[locale\]\/user\/profile\s+dashboard\s+205\.0\s+200\.0 {2}OVER$/)
    expect(table.at(-1)).toMatch(/^\/\[locale\]\s+public\s+160\.0\s+170\.0$/)
  })
})
