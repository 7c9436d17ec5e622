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
