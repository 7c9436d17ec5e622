/**
 * First-load JavaScript budgets (bench/bundle-budgets.json) checked against what a build measured:
 * Next's route-bundle-stats.json lists each route's first-load chunks; the caller gzips them.
 */

/** One entry of `<distDir>/diagnostics/route-bundle-stats.json`. */
export type RouteBundleStat = {
  route: string
  firstLoadUncompressedJsBytes: number
  firstLoadChunkPaths: string[]
}

export type BudgetClass = {
  name: string
  /** Null: the class is not budgeted (its routes are listed, never failed). */
  budgetKb: number | null
  /** Regular expressions over the route; the first class with a match takes it. */
  routes: string[]
  why?: string
}

export type BudgetConfig = { classes: BudgetClass[] }

export type BudgetRow = {
  route: string
  /** Null: no class matches the route. */
  className: string | null
  gzipBytes: number
  uncompressedBytes: number
  budgetBytes: number | null
  overBy: number
}

export type BudgetViolation = { route: string; reason: string }

/** kB as budgets and tables say them: 1000 bytes. */
export const KB = 1000

/** The class a route falls in, or null when none claims it. */
export function classify(route: string, config: BudgetConfig): BudgetClass | null {
  return (
    config.classes.find((budgetClass) =>
      budgetClass.routes.some((pattern) => new RegExp(pattern).test(route)),
    ) ?? null
  )
}

/**
 * Each route's gzip first load against its class's budget. `gzipBytesOf(chunkPath)` gives a chunk's
 * gzip size (each chunk counted once per route, even if listed twice). Violations: a route over its
 * budget, or a route no class claims.
 */
export function checkBundleBudgets(
  stats: RouteBundleStat[],
  gzipBytesOf: (chunkPath: string) => number,
  config: BudgetConfig,
): { rows: BudgetRow[]; violations: BudgetViolation[] } {
  const rows = stats.map((stat): BudgetRow => {
    const budgetClass = classify(stat.route, config)
    const gzipBytes = [...new Set(stat.firstLoadChunkPaths)].reduce(
      (sum, chunk) => sum + gzipBytesOf(chunk),
      0,
    )
    const budgetBytes = budgetClass?.budgetKb == null ? null : budgetClass.budgetKb * KB
    return {
      route: stat.route,
      className: budgetClass?.name ?? null,
      gzipBytes,
      uncompressedBytes: stat.firstLoadUncompressedJsBytes,
      budgetBytes,
      overBy: budgetBytes === null ? 0 : Math.max(0, gzipBytes - budgetBytes),
    }
  })
  const violations = rows.flatMap((row): BudgetViolation[] => {
    if (row.className === null)
      return [
        { route: row.route, reason: 'no budget class matches it (bench/bundle-budgets.json)' },
      ]
    if (row.overBy > 0)
      return [
        {
          route: row.route,
          reason: `${kb(row.gzipBytes)} kB gzip, over its ${row.className} budget of ${kb(row.budgetBytes!)} kB by ${kb(row.overBy)} kB`,
        },
      ]
    return []
  })
  return { rows, violations }
}

const kb = (bytes: number) => (bytes / KB).toFixed(1)

/** The rows as a table, largest first: route, class, gzip kB, budget kB, and a mark when over. */
export function formatBudgetTable(rows: BudgetRow[]): string {
  const sorted = [...rows].sort((a, b) => b.gzipBytes - a.gzipBytes)
  const width = Math.max(5, ...sorted.map((row) => row.route.length))
  const header = `${'route'.padEnd(width)}  ${'class'.padEnd(9)}  ${'gzip kB'.padStart(7)}  ${'budget'.padStart(6)}`
  const lines = sorted.map(
    (row) =>
      `${row.route.padEnd(width)}  ${(row.className ?? '(none)').padEnd(9)}  ${kb(row.gzipBytes).padStart(7)}  ${(row.budgetBytes === null ? '-' : kb(row.budgetBytes)).padStart(6)}${row.overBy > 0 ? '  OVER' : ''}`,
  )
  return [header, ...lines].join('\n')
}
