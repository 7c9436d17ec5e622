import { describe, expect, it } from 'vitest'

import type { Bilingual } from '@/lib/i18n/allLocales'
import { type ItemFacts, itemKey, itemTerms, type RecommenderItem } from '@/lib/recommender/item'
import type { RecommenderProfile, ResultList } from '@/lib/recommender/profile'
import { rank } from '@/lib/recommender/rank'
import { TextIndex } from '@/lib/recommender/textIndex'
import { scoreParts, weights } from '@/lib/recommender/weights'

const now = new Date('2027-03-10T09:00:00Z')

const item = (
  list: ResultList,
  id: number,
  title: Bilingual,
  body: Bilingual,
  facts: Partial<ItemFacts> & Pick<ItemFacts, 'kind'>,
): RecommenderItem => ({
  key: itemKey(list, id),
  list,
  id,
  facts: { popularity: 0.5, ...facts },
  ...itemTerms([title], [body]),
})

const items: RecommenderItem[] = [
  item(
    'offerings',
    1,
    { en: 'Computer Science Summer School' },
    { en: 'Programming, algorithms and software engineering on a Boston campus for four weeks.' },
    {
      kind: 'programme',
      country: 'US',
      startDate: '2027-07-05',
      endDate: '2027-07-30',
      price: 5000,
      currency: 'USD',
    },
  ),
  item(
    'offerings',
    2,
    { zh: '澳大利亚海洋生物学游学' },
    { zh: '在大堡礁观察珊瑚和海洋生物，学习生态保护。' },
    { kind: 'study-tour', country: 'AU', startDate: '2027-07-12', price: 30000, currency: 'CNY' },
  ),
  item(
    'offerings',
    3,
    { en: 'Art and Design Foundation', zh: '艺术与设计预科' },
    { en: 'Drawing, painting and a portfolio for art school applications in London.' },
    { kind: 'programme', country: 'GB', startDate: '2027-09-20', price: 9000, currency: 'GBP' },
  ),
  item(
    'offerings',
    4,
    { en: 'Computer Science Intensive' },
    { en: 'Computer science and computing for ambitious students: programming every day.' },
    { kind: 'programme', country: 'US', deadline: '2027-03-01', startDate: '2027-06-01' },
  ),
  item(
    'jobs',
    5,
    { en: 'Software Engineering Intern', zh: '软件工程实习生' },
    { en: 'Build web applications with our engineering team in Shanghai.' },
    { kind: 'internship', country: 'CN' },
  ),
  item(
    'coaches',
    6,
    { en: 'IELTS and essay tutoring', zh: '雅思与文书辅导' },
    { zh: '前招生官，一对一辅导。' },
    { kind: 'tutoring', online: true, price: 300, currency: 'USD' },
  ),
  item(
    'universities',
    7,
    { en: 'Massachusetts Institute of Technology' },
    { en: 'Engineering, physics and mathematics in Cambridge, Massachusetts.' },
    { kind: 'university', country: 'US', acceptanceRate: 4, price: 60000, currency: 'USD' },
  ),
  item(
    'offerings',
    8,
    { en: 'Introduction to Programming' },
    { en: 'Python and computing basics for beginners, taught in Seattle.' },
    { kind: 'programme', country: 'US', startDate: '2027-08-02' },
  ),
]

const indexOf = (list: RecommenderItem[]) => {
  const index = new TextIndex()
  for (const each of list) index.put(each)
  return index
}
const profile = (more: Partial<RecommenderProfile> = {}): RecommenderProfile => ({
  interests: '计算机科学',
  countries: ['US'],
  currency: 'USD',
  kinds: ['programme', 'study-tour'],
  ...more,
})
const allKinds: RecommenderProfile['kinds'] = [
  'study-tour',
  'programme',
  'tutoring',
  'university',
  'internship',
]
const keys = (ranked: { key: string }[]) => ranked.map((r) => r.key)

describe('rank', () => {
  it('gives the same lists for the same profile, items and clock, whatever the order of insertion', () => {
    const student = profile({ interests: 'computer science, 海洋生物学', kinds: allKinds })
    const first = rank(indexOf(items), student, now)
    expect(rank(indexOf(items), student, now)).toEqual(first)
    expect(rank(indexOf([...items].reverse()), student, now)).toEqual(first)
    expect(JSON.stringify(rank(indexOf([...items].reverse()), student, now))).toBe(
      JSON.stringify(first),
    )
  })

  it('fills only the lists of the profile’s kinds', () => {
    const onlyOfferings = rank(indexOf(items), profile(), now)
    expect(keys(onlyOfferings.offerings).sort()).toEqual([
      'offerings:1',
      'offerings:2',
      'offerings:3',
      'offerings:4',
      'offerings:8',
    ])
    expect(onlyOfferings.jobs).toEqual([])
    expect(onlyOfferings.coaches).toEqual([])
    expect(onlyOfferings.universities).toEqual([])

    // A kind picks its items, not the whole list: study tours without programmes.
    expect(keys(rank(indexOf(items), profile({ kinds: ['study-tour'] }), now).offerings)).toEqual([
      'offerings:2',
    ])
    const others = rank(
      indexOf(items),
      profile({ kinds: ['internship', 'tutoring', 'university'] }),
      now,
    )
    expect(others.offerings).toEqual([])
    expect(keys(others.jobs)).toEqual(['jobs:5'])
    expect(keys(others.coaches)).toEqual(['coaches:6'])
    expect(keys(others.universities)).toEqual(['universities:7'])
  })

  it('ranks items the student cannot take after the others', () => {
    const { offerings } = rank(indexOf(items), profile(), now)
    // offerings:4 matches the interest best but its deadline has passed.
    expect(offerings.at(-1)).toMatchObject({
      key: 'offerings:4',
      eligibility: 'not-eligible',
      eligibilityReasons: [{ reason: 'deadlinePassed', eligibility: 'not-eligible' }],
    })
    expect(offerings.slice(0, -1).map((r) => r.eligibility)).not.toContain('not-eligible')
    expect(offerings.at(-1)!.score).toBeGreaterThan(offerings[1]!.score)
  })

  it('keeps the first items of the full ranking when asked for only a few', () => {
    const student = profile({ kinds: allKinds, countries: ['US', 'CN'] })
    const full = rank(indexOf(items), student, now)
    const kept = rank(indexOf([...items].reverse()), student, now, 2)
    for (const list of ['offerings', 'jobs', 'coaches', 'universities'] as const)
      expect(kept[list]).toEqual(full[list].slice(0, 2))
  })

  it('finds an English-only item from a Chinese interest through the glossary', () => {
    const { offerings } = rank(indexOf(items), profile({ countries: [] }), now)
    expect(offerings[0]!.key).toBe('offerings:1')
    expect(offerings[0]!.reasons[0]).toEqual({ code: 'interest', phrase: '计算机科学' })
    // The Chinese-only tour and the art foundation have no word of it; the other computing courses do.
    const reasonsOf = (key: string) => offerings.find((o) => o.key === key)!.reasons
    for (const other of ['offerings:2', 'offerings:3'])
      expect(reasonsOf(other)).not.toContainEqual(expect.objectContaining({ code: 'interest' }))
    expect(reasonsOf('offerings:4')).toContainEqual({ code: 'interest', phrase: '计算机科学' })
  })

  it('names the student’s own phrase that matched, and the major', () => {
    const student = profile({
      interests: 'robotics, 海洋生物学、art',
      major: 'Design',
      kinds: ['programme', 'study-tour'],
      countries: [],
    })
    const ranked = new Map(rank(indexOf(items), student, now).offerings.map((r) => [r.key, r]))
    expect(ranked.get('offerings:2')!.reasons[0]).toEqual({
      code: 'interest',
      phrase: '海洋生物学',
    })
    expect(ranked.get('offerings:3')!.reasons[0]).toEqual({ code: 'interest', phrase: 'art' })
    expect(ranked.get('offerings:1')!.reasons).not.toContainEqual(
      expect.objectContaining({ code: 'interest' }),
    )
    const byMajor = rank(indexOf(items), profile({ interests: 'cooking', major: 'Design' }), now)
    expect(byMajor.offerings.find((r) => r.key === 'offerings:3')!.reasons[0]).toEqual({
      code: 'major',
      phrase: 'Design',
    })
  })

  it('explains the facts that fit: country, month, budget', () => {
    const student = profile({ startMonth: 7, budgetMax: 6000 })
    const first = rank(indexOf(items), student, now).offerings[0]!
    expect(first.key).toBe('offerings:1')
    expect(first.reasons).toEqual([
      { code: 'interest', phrase: '计算机科学' },
      { code: 'country', country: 'US' },
      { code: 'startMonth', month: 7 },
    ])
  })

  it('scores between 0 and 100', () => {
    const student = profile({
      interests: 'computer science, 海洋, art',
      kinds: allKinds,
      startMonth: 7,
      budgetMax: 5000,
      educationLevel: 'high-school',
    })
    const all = Object.values(rank(indexOf(items), student, now)).flat()
    expect(all).toHaveLength(items.length)
    for (const ranked of all) {
      expect(ranked.score).toBeGreaterThanOrEqual(0)
      expect(ranked.score).toBeLessThanOrEqual(100)
      expect(Math.round(ranked.score * 10)).toBe(ranked.score * 10)
    }
  })

  it('scores an item it knows nothing about at the neutral parts only', () => {
    const bare = item('offerings', 9, { en: 'Pottery' }, {}, { kind: 'programme' })
    const [ranked] = rank(indexOf([bare]), profile({ countries: [] }), now).offerings
    // Every part at one half but the text, which is 0: half of the weights of the other parts.
    const total = scoreParts.reduce((sum, part) => sum + weights[part], 0)
    const neutral = Math.round((1000 * 0.5 * (total - weights.text)) / total) / 10
    expect(ranked).toEqual({
      key: 'offerings:9',
      list: 'offerings',
      id: 9,
      score: neutral,
      eligibility: 'eligible',
      eligibilityReasons: [],
      reasons: [],
      publishedAt: undefined,
    })
  })

  it('forgets an item removed from the index, and takes the new version of one put again', () => {
    const index = indexOf(items)
    index.remove('offerings:1')
    expect(index.size).toBe(items.length - 1)
    const { offerings } = rank(index, profile(), now)
    expect(keys(offerings)).not.toContain('offerings:1')
    expect(offerings[0]!.key).toBe('offerings:8')

    index.put({ ...items[2]!, facts: { ...items[2]!.facts, kind: 'study-tour' } })
    expect(index.size).toBe(items.length - 1)
    expect(keys(rank(index, profile({ kinds: ['study-tour'] }), now).offerings)).toEqual([
      'offerings:2',
      'offerings:3',
    ])
  })
})
