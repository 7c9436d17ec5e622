import { describe, expect, it } from 'vitest'

import {
  normalizeSiteQuery,
  pickSuggestions,
  type SiteSearchGroup,
  type SiteSearchKind,
  siteSearchTerms,
  textMatch,
} from '@/lib/search/siteSearch'

describe('the site-wide search’s query', () => {
  it('is trimmed, without wildcards or control characters, and at most 100 characters', () => {
    expect(normalizeSiteQuery('  Gap\u0000 \t year%_ ')).toBe('Gap year')
    expect(normalizeSiteQuery('%%__\\')).toBe('')
    expect(normalizeSiteQuery('ＯＸＦＯＲＤ')).toBe('OXFORD')
    expect([...normalizeSiteQuery('学'.repeat(150))]).toHaveLength(100)
  })

  it('becomes latin words as typed and Chinese as characters or pairs of them', () => {
    expect(siteSearchTerms('gap year')).toEqual(['gap', 'year'])
    expect(siteSearchTerms('间隔年')).toEqual(['间隔', '隔年'])
    expect(siteSearchTerms('牛津')).toEqual(['牛津'])
    expect(siteSearchTerms('哈')).toEqual(['哈'])
    expect(siteSearchTerms('Oxford牛津大学')).toEqual(['Oxford', '牛津', '津大', '大学'])
    // Punctuation alone matches nearly everything: it is no term.
    expect(siteSearchTerms('"gap" - year?')).toEqual(['gap', 'year'])
    expect(siteSearchTerms('  ')).toEqual([])
    expect(siteSearchTerms('a b c d e f g h i j')).toHaveLength(8)
  })

  it('asks for every term in any of the fields', () => {
    expect(textMatch(['title.en', 'title.zh'], ['gap', '间隔'])).toEqual({
      and: [
        { or: [{ 'title.en': { like: 'gap' } }, { 'title.zh': { like: 'gap' } }] },
        { or: [{ 'title.en': { like: '间隔' } }, { 'title.zh': { like: '间隔' } }] },
      ],
    })
    expect(textMatch(['title.en'], [])).toBeNull()
  })
})

const group = (kind: SiteSearchKind, n: number): SiteSearchGroup => ({
  kind,
  total: n,
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
