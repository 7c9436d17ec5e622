import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { pagesAround } from '@/lib/pagination'
import { coachListHref, parseCoachListState } from '@/lib/search/coachListUrl'
import { coachSorts } from '@/lib/search/searchCoaches'

describe('coach list state in the URL', () => {
  it('reads specialty, query, order and page', () => {
    expect(
      parseCoachListState(['specialty', 'ivy-league'], { q: ' 哈佛 ', sort: 'budget', page: '3' }),
    ).toEqual({
      valid: true,
      state: { q: '哈佛', sort: 'budget', specialty: 'ivy-league', page: 3 },
    })
  })

  it('falls back to defaults for anything unknown and rejects unknown categories', () => {
    expect(parseCoachListState(undefined, { sort: 'cheapest', page: '-2' }).state).toEqual({
      q: '',
      sort: 'popular',
      specialty: undefined,
      page: 1,
    })
    expect(parseCoachListState(['country', 'us'], {}).valid).toBe(false)
    expect(parseCoachListState(['specialty'], {}).valid).toBe(false)
  })

  it('writes short URLs and reads back what it wrote', () => {
    expect(coachListHref({ q: '', sort: 'popular', page: 1 })).toBe('/search')
    expect(coachListHref({ q: 'chen wei', sort: 'professional', specialty: 'stem', page: 2 })).toBe(
      '/search/specialty/stem?q=chen+wei&sort=professional&page=2',
    )
    fc.assert(
      fc.property(
        fc.record({
          q: fc.string({ maxLength: 20 }).map((s) => s.trim()),
          sort: fc.constantFrom(...coachSorts),
          specialty: fc.option(fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/), { nil: undefined }),
          page: fc.integer({ min: 1, max: 999 }),
        }),
        (state) => {
          const url = new URL(coachListHref(state), 'http://x')
          const segments = url.pathname.split('/').slice(2).map(decodeURIComponent)
          const parsed = parseCoachListState(segments, Object.fromEntries(url.searchParams))
          expect(parsed.state).toEqual(state)
        },
      ),
    )
  })
})

describe('pagination', () => {
  it('shows the first, last and neighbouring pages with gaps', () => {
    expect(pagesAround(1, 1)).toEqual([1])
    expect(pagesAround(1, 10)).toEqual([1, 2, null, 10])
    expect(pagesAround(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pagesAround(10, 10)).toEqual([1, null, 9, 10])
    expect(pagesAround(2, 3)).toEqual([1, 2, 3])
  })
})
