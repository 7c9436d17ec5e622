import { describe, expect, it } from 'vitest'

import {
  normalizeSiteQuery,
  pickSuggestions,
  type SiteSearchGroup,
  type SiteSearchKind,
} from '@/lib/search/siteSearch'
import { textQuery } from '@/lib/search/textQuery'
import { titleLexemes } from '@/lib/search/titleSearch'

describe('the site-wide search’s query', () => {
  it('is trimmed, without wildcards or control characters, and at most 100 characters', () => {
    expect(normalizeSiteQuery('  Gap\u0000 \t year%_ ')).toBe('Gap year')
    expect(normalizeSiteQuery('%%__\\')).toBe('')
    expect(normalizeSiteQuery('ＯＸＦＯＲＤ')).toBe('OXFORD')
    expect([...normalizeSiteQuery('学'.repeat(150))]).toHaveLength(100)
  })

  it('is asked of the indexes as every latin word (stem or prefix) and every Chinese pair', () => {
    expect(textQuery('gap year').terms).toEqual([
      { kind: 'latin', word: 'gap' },
      { kind: 'latin', word: 'year' },
    ])
    expect(textQuery('Oxford牛津大学').terms).toEqual([
      { kind: 'latin', word: 'oxford' },
      { kind: 'han', tokens: ['牛津', '津大', '大学'] },
    ])
    // Punctuation and wildcards alone are no term: nothing is searched.
    for (const q of ['  ', '"-"?', '%%__\\']) expect(textQuery(q).tsquery).toBeNull()
  })
})

describe('a title in the search index', () => {
  it('holds its latin words as written and its Chinese as characters and pairs', () => {
    expect(titleLexemes('Is a Gap year for you? 间隔年')).toEqual([
      'is',
      'a',
      'gap',
      'year',
      'for',
      'you',
      '间',
      '间隔',
      '隔',
      '隔年',
      '年',
    ])
  })
})

const group = (kind: SiteSearchKind, n: number): SiteSearchGroup => ({
  kind,
  total: n,
  capped: false,
  hits: Array.from({ length: n }, (_, i) => ({
    kind,
    title: `${kind} ${i}`,
    href: `/${kind}/${i}`,
  })),
})
const shape = (groups: SiteSearchGroup[]) => groups.map((g) => [g.kind, g.hits.length, g.total])

describe('the suggestions', () => {
  it('share the places across kinds, one of each in turn, keeping the kinds’ order and totals', () => {
    const groups = [group('coach', 5), group('university', 1), group('article', 5), group('job', 5)]
    expect(shape(pickSuggestions(groups, 8))).toEqual([
      ['coach', 3, 5],
      ['university', 1, 1],
      ['article', 2, 5],
      ['job', 2, 5],
    ])
    expect(shape(pickSuggestions([group('article', 12)], 8))).toEqual([['article', 8, 12]])
    expect(shape(pickSuggestions(groups, 2))).toEqual([
      ['coach', 1, 5],
      ['university', 1, 1],
    ])
    expect(pickSuggestions([], 8)).toEqual([])
  })
})
