import { describe, expect, it } from 'vitest'

import { eligibilityOf, gpaOnFourPoints } from '@/lib/recommender/eligibility'
import { requiredEnglishStep, studentEnglishStep } from '@/lib/recommender/english'
import type { ItemFacts } from '@/lib/recommender/item'
import { convert } from '@/lib/recommender/money'
import type { RecommenderProfile } from '@/lib/recommender/profile'

const now = new Date('2027-03-10T09:00:00Z')
const facts = (more: Partial<ItemFacts> = {}): ItemFacts => ({
  kind: 'programme',
  popularity: 0.5,
  ...more,
})
const profile = (more: Partial<RecommenderProfile> = {}): RecommenderProfile => ({
  interests: 'robotics',
  countries: [],
  currency: 'USD',
  kinds: ['programme'],
  ...more,
})
const judge = (item: Partial<ItemFacts>, student: Partial<RecommenderProfile> = {}) =>
  eligibilityOf(facts(item), profile(student), now)

describe('eligibilityOf', () => {
  it('finds an item with no requirements eligible', () => {
    expect(judge({}, { educationLevel: 'bachelor', budgetMax: 100 })).toEqual({
      eligibility: 'eligible',
      reasons: [],
    })
  })

  it('refuses an item whose deadline has passed', () => {
    expect(judge({ deadline: '2027-03-09' })).toEqual({
      eligibility: 'not-eligible',
      reasons: [{ reason: 'deadlinePassed', eligibility: 'not-eligible' }],
    })
  })

  it('asks to check a deadline within 14 days, today included', () => {
    const soon = {
      eligibility: 'check',
      reasons: [{ reason: 'deadlineSoon', eligibility: 'check' }],
    }
    expect(judge({ deadline: '2027-03-10' })).toEqual(soon)
    expect(judge({ deadline: '2027-03-24' })).toEqual(soon)
    expect(judge({ deadline: '2027-03-25' })).toEqual({ eligibility: 'eligible', reasons: [] })
  })

  it('refuses an item whose dates have passed (end date, or start date without one)', () => {
    const passed = {
      eligibility: 'not-eligible',
      reasons: [{ reason: 'datesPassed', eligibility: 'not-eligible' }],
    }
    expect(judge({ startDate: '2027-02-01', endDate: '2027-03-09' })).toEqual(passed)
    expect(judge({ startDate: '2027-03-01' })).toEqual(passed)
    expect(judge({ startDate: '2027-03-01', endDate: '2027-03-10' }).eligibility).toBe('eligible')
  })

  it('refuses an education level below the minimum or above the maximum', () => {
    const range = { minEducation: 'bachelor', maxEducation: 'master' } as const
    expect(judge(range, { educationLevel: 'high-school' }).reasons).toEqual([
      { reason: 'educationBelow', eligibility: 'not-eligible' },
    ])
    expect(judge(range, { educationLevel: 'doctor' }).reasons).toEqual([
      { reason: 'educationAbove', eligibility: 'not-eligible' },
    ])
    expect(judge(range, { educationLevel: 'master' }).eligibility).toBe('eligible')
    // Without a level, or with one that has no place in the order, nothing can be said.
    expect(judge(range).eligibility).toBe('eligible')
    expect(judge(range, { educationLevel: 'other' }).eligibility).toBe('eligible')
  })

  it('asks to check English one step below the requirement and refuses two steps below', () => {
    expect(judge({ englishLevel: 'ielts' }, { englishLevel: 'cet6' })).toEqual({
      eligibility: 'check',
      reasons: [{ reason: 'englishBelow', eligibility: 'check' }],
    })
    expect(judge({ englishLevel: 'ielts' }, { englishLevel: 'cet4' })).toEqual({
      eligibility: 'not-eligible',
      reasons: [{ reason: 'englishBelow', eligibility: 'not-eligible' }],
    })
    expect(judge({ englishLevel: 'ielts' }, { englishLevel: 'fluent' }).eligibility).toBe(
      'eligible',
    )
  })

  it('asks to check when the item wants English and the student gave none', () => {
    expect(judge({ englishLevel: 'cet4' })).toEqual({
      eligibility: 'check',
      reasons: [{ reason: 'englishUnknown', eligibility: 'check' }],
    })
    // A test without a score says nothing either.
    expect(judge({ englishLevel: 'cet4' }, { englishTest: 'ielts' }).reasons).toEqual([
      { reason: 'englishUnknown', eligibility: 'check' },
    ])
  })

  it('reads IELTS and TOEFL scores against the requirement', () => {
    const ielts = (englishScore: number) =>
      judge({ englishLevel: 'toefl' }, { englishTest: 'ielts', englishScore })
    const toefl = (englishScore: number) =>
      judge({ englishLevel: 'ielts' }, { englishTest: 'toefl', englishScore })
    expect(ielts(6).eligibility).toBe('eligible')
    expect(ielts(5.5).reasons).toEqual([{ reason: 'englishBelow', eligibility: 'check' }])
    expect(ielts(4.5).reasons).toEqual([{ reason: 'englishBelow', eligibility: 'not-eligible' }])
    expect(toefl(80).eligibility).toBe('eligible')
    expect(toefl(79).eligibility).toBe('check')
    expect(toefl(59).eligibility).toBe('not-eligible')
    expect(
      judge({ englishLevel: 'fluent' }, { englishTest: 'toefl', englishScore: 105 }).eligibility,
    ).toBe('eligible')
  })

  it('refuses a price more than 10 % over the budget, converting currencies', () => {
    // 7,500 yuan is about 1,056 dollars: over a 1,000 dollar budget by less than 10 %.
    expect(judge({ price: 7500, currency: 'CNY' }, { budgetMax: 1000 }).reasons).toEqual([
      { reason: 'overBudget', eligibility: 'check' },
    ])
    // 7,900 yuan is about 1,113 dollars.
    expect(judge({ price: 7900, currency: 'CNY' }, { budgetMax: 1000 }).reasons).toEqual([
      { reason: 'overBudget', eligibility: 'not-eligible' },
    ])
    expect(judge({ price: 7100, currency: 'CNY' }, { budgetMax: 1000 }).eligibility).toBe(
      'eligible',
    )
    // A dollar price against a yuan budget: $1,000 is 7,100 yuan.
    expect(
      judge({ price: 1000, currency: 'USD' }, { budgetMax: 7000, currency: 'CNY' }).reasons,
    ).toEqual([{ reason: 'overBudget', eligibility: 'check' }])
    expect(
      judge({ price: 1000, currency: 'USD' }, { budgetMax: 6000, currency: 'CNY' }).eligibility,
    ).toBe('not-eligible')
    expect(
      judge({ price: 1000, currency: 'USD' }, { budgetMax: 7100, currency: 'CNY' }).eligibility,
    ).toBe('eligible')
  })

  it('says nothing about budget without a price or a maximum', () => {
    expect(judge({ price: 99_999 }).eligibility).toBe('eligible')
    expect(judge({}, { budgetMax: 1 }).eligibility).toBe('eligible')
  })

  it('asks to check the most selective universities unless the GPA is high', () => {
    const harvard = { kind: 'university', acceptanceRate: 3.4 } as const
    const check = { eligibility: 'check', reasons: [{ reason: 'selective', eligibility: 'check' }] }
    expect(judge(harvard)).toEqual(check)
    expect(judge(harvard, { gpa: 3.7 })).toEqual(check)
    expect(judge(harvard, { gpa: 3.8 }).eligibility).toBe('eligible')
    expect(judge(harvard, { gpa: 95 }).eligibility).toBe('eligible')
    expect(judge(harvard, { gpa: 94 })).toEqual(check)
    // Admitting one in ten or more is not "highly selective".
    expect(judge({ kind: 'university', acceptanceRate: 10 }).eligibility).toBe('eligible')
  })

  it('gathers every reason, and any refusal wins over checks', () => {
    expect(
      judge(
        { deadline: '2027-03-12', englishLevel: 'ielts', price: 2000, currency: 'USD' },
        { englishLevel: 'cet6', budgetMax: 1000 },
      ),
    ).toEqual({
      eligibility: 'not-eligible',
      reasons: [
        { reason: 'deadlineSoon', eligibility: 'check' },
        { reason: 'englishBelow', eligibility: 'check' },
        { reason: 'overBudget', eligibility: 'not-eligible' },
      ],
    })
  })
})

describe('English steps', () => {
  it('places levels and scores on one scale', () => {
    expect(requiredEnglishStep('basic')).toBe(1)
    expect(requiredEnglishStep('cet4')).toBe(2)
    expect(requiredEnglishStep('cet6')).toBe(3)
    expect(requiredEnglishStep('ielts')).toBe(4)
    expect(requiredEnglishStep('toefl')).toBe(4)
    expect(requiredEnglishStep('native')).toBe(6)
    expect(
      [7.5, 7, 6, 5.5, 5, 4.5].map((s) =>
        studentEnglishStep({ englishTest: 'ielts', englishScore: s }),
      ),
    ).toEqual([5, 4, 4, 3, 3, 2])
    expect(
      [110, 105, 100, 80, 79, 60, 59].map((s) =>
        studentEnglishStep({ englishTest: 'toefl', englishScore: s }),
      ),
    ).toEqual([5, 5, 4, 4, 3, 3, 2])
  })

  it('takes the better of the level and the score', () => {
    expect(
      studentEnglishStep({ englishLevel: 'native', englishTest: 'ielts', englishScore: 5 }),
    ).toBe(6)
    expect(
      studentEnglishStep({ englishLevel: 'cet4', englishTest: 'ielts', englishScore: 7 }),
    ).toBe(4)
    expect(studentEnglishStep({})).toBeUndefined()
  })
})

describe('money and GPA', () => {
  it('converts at the reference rates, unknown currencies as dollars', () => {
    expect(convert(7100, 'CNY', 'USD')).toBeCloseTo(1000, 9)
    expect(convert(1000, 'USD', 'CNY')).toBeCloseTo(7100, 9)
    expect(convert(780, 'GBP', 'EUR')).toBeCloseTo(920, 9)
    expect(convert(50, null, 'USD')).toBe(50)
    expect(convert(50, 'XYZ', 'USD')).toBe(50)
  })

  it('reads an average out of 100 on the 4-point scale', () => {
    expect(gpaOnFourPoints(95)).toBeCloseTo(3.8, 9)
    expect(gpaOnFourPoints(80)).toBeCloseTo(3.2, 9)
    expect(gpaOnFourPoints(3.6)).toBe(3.6)
    expect(gpaOnFourPoints(4.5)).toBe(4.5)
  })
})
