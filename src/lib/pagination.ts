/** First, last and the neighbours of the current page, with gaps as null. */
export function pagesAround(page: number, total: number): (number | null)[] {
  const wanted = new Set([1, total, page - 1, page, page + 1].filter((n) => n >= 1 && n <= total))
  const sorted = [...wanted].sort((a, b) => a - b)
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? [null, n] : [n]))
}

/**
 * The page a list request should be sent to instead of the one it asked for, or null when it may
 * stay: past the last page, the last one (a count above a "no match" would contradict itself);
 * below 1 or not a whole number, the first. `raw` is the `?page=` value as given; `totalPages`
 * may be Infinity when the list cannot tell its end.
 */
export function pageRedirect(raw: string | undefined, totalPages: number): number | null {
  if (raw === undefined || raw === '') return null
  const last = Math.max(1, totalPages)
  if (!/^\d+$/.test(raw) || Number(raw) < 1) return 1
  return Number(raw) > last ? last : null
}

/**
 * Totals are exact up to this many; beyond it a list says "more than 10,000" (its count stops
 * there, so the cost of a page does not grow with the catalogue).
 */
export const COUNT_CAP = 10_000

/** A count as a list shows it: exact, or COUNT_CAP and `capped` (there are more). */
export const cappedTotal = (counted: number, cap = COUNT_CAP) => ({
  total: Math.min(counted, cap),
  capped: counted > cap,
})

/** The most documents one list answer over REST or GraphQL holds, whatever it asks: the admin's largest page. */
export const maxPageSize = 100
/** Payload's own page size, for a `limit` that is not a whole number from 1 up. */
const defaultPageSize = 10
/** How deep a client's read fills in relations: Payload's default for REST, and its most. */
export const maxClientDepth = 2

type ListArgs = { limit?: unknown; pagination?: unknown; depth?: unknown }

/**
 * A client's list read made bounded: always one page of at most `maxPageSize` documents (`limit`
 * 0, negative, not a number, or `pagination=false` would otherwise return the whole collection)
 * and relations at most `maxClientDepth` deep. Reads the portal makes itself are not bounded.
 */
export function boundedRead<Args extends ListArgs>(args: Args): Args {
  const limit = Number(args.limit)
  const depth = Number(args.depth)
  return {
    ...args,
    limit: Number.isInteger(limit) && limit >= 1 ? Math.min(limit, maxPageSize) : defaultPageSize,
    pagination: true,
    ...(args.depth === undefined
      ? {}
      : {
          depth: Number.isInteger(depth) && depth >= 0 ? Math.min(depth, maxClientDepth) : 0,
        }),
  }
}
