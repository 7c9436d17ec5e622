import { type CoachSort, coachSorts, isCoachSort } from './searchCoaches'

/** The coach list's state, all of it kept in the URL (/search/specialty/{slug}?q=&sort=&page=). */
export type CoachListState = { q: string; sort: CoachSort; specialty?: string; page: number }

export const defaultSort: CoachSort = coachSorts[0]

/** Reads the state from the route segments and query string; anything unknown falls back to defaults. */
export function parseCoachListState(
  segments: string[] | undefined,
  query: Record<string, string | string[] | undefined>,
) {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value) ?? ''
  const [category, slug] = segments ?? []
  const page = Number.parseInt(first(query.page), 10)
  const sort = first(query.sort)
  return {
    /** Only `specialty` is a known category; anything else is a 404. */
    valid:
      (segments?.length ?? 0) === 0 ||
      (category === 'specialty' && Boolean(slug) && (segments?.length ?? 0) === 2),
    state: {
      q: first(query.q).trim().slice(0, 100),
      sort: isCoachSort(sort) ? sort : defaultSort,
      specialty: category === 'specialty' ? slug : undefined,
      page: Number.isFinite(page) && page > 0 ? Math.min(page, 1000) : 1,
    } satisfies CoachListState,
  }
}

/** The URL of a list state; defaults are left out so URLs stay short and shareable. */
export function coachListHref({ q, sort, specialty, page }: CoachListState): string {
  const path = specialty ? `/search/specialty/${encodeURIComponent(specialty)}` : '/search'
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (sort !== defaultSort) params.set('sort', sort)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `${path}?${query}` : path
}
