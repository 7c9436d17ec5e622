import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { coachDocument } from '@/lib/search/coachDocument'
import { cjkTokens, pinyinTokens, queryTerms } from '@/lib/search/tokens'

describe('Chinese tokens for search', () => {
  it('indexes every character and every bigram of a Chinese run', () => {
    expect(cjkTokens('哈佛大学')).toEqual(['哈', '哈佛', '佛', '佛大', '大', '大学', '学'])
    expect(cjkTokens('留学 Harvard 咨询')).toEqual(['留', '留学', '学', '咨', '咨询', '询'])
    expect(cjkTokens('Only English')).toEqual([])
  })

  it('turns Chinese names into pinyin syllables, the joined name and initials', () => {
    expect(pinyinTokens('陈伟')).toEqual(['chen', 'wei', 'chenwei', 'cw'])
    expect(pinyinTokens('Emily Carter')).toEqual([])
  })

  it('splits a query into latin words and Chinese runs that must all match', () => {
    expect(queryTerms('Harvard 留学')).toEqual([
      { kind: 'latin', word: 'harvard' },
      { kind: 'han', tokens: ['留学'] },
    ])
    expect(queryTerms('哈佛大学')).toEqual([{ kind: 'han', tokens: ['哈佛', '佛大', '大学'] }])
    expect(queryTerms('陈')).toEqual([{ kind: 'han', tokens: ['陈'] }])
    expect(queryTerms('  ,;!  ')).toEqual([])
  })

  it('only ever emits lexemes safe to quote in a tsquery', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (query) => {
        for (const term of queryTerms(query)) {
          if (term.kind === 'latin') expect(term.word).toMatch(/^[a-z0-9]+$/)
          else term.tokens.forEach((t) => expect(t).toMatch(/^\p{Script=Han}{1,2}$/u))
        }
      }),
    )
  })

  it('a query found in a coach document finds every one of its bigrams there', () => {
    const doc = coachDocument({
      id: 1,
      name: { en: 'Chen Wei', zh: '陈伟' },
      title: { en: 'Former Admissions Officer, Harvard University', zh: '哈佛大学前招生官' },
      specialties: [{ id: 3, name: { en: 'Ivy League', zh: '常春藤盟校' } }],
      body: [{ en: 'Study abroad planning', zh: '留学规划' }],
      reviewCount: 10,
      rating: 4.9,
      yearsOfExperience: 12,
      formerAdmissionsOfficer: true,
      lowestPrice: 2000,
    })
    for (const q of ['哈佛', '留学', '陈', '常春藤']) {
      for (const term of queryTerms(q))
        if (term.kind === 'han') term.tokens.forEach((t) => expect(doc.lexemes).toContain(t))
    }
    expect(doc.lexemes).toEqual(expect.arrayContaining(['chen', 'wei', 'chenwei', 'cw', '陈伟']))
    expect(doc.exactNames).toEqual(expect.arrayContaining(['chen wei', '陈伟', 'chenwei']))
  })
})
