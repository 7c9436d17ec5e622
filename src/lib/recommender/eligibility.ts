import { type EducationLevel } from '@/lib/enums'

import { requiredEnglishStep, studentEnglishStep } from './english'
import { dayNumber, factDays } from './factDays'
import type { ItemFacts } from './item'
import { convert } from './money'
import type { RecommenderProfile } from './profile'
import { weights } from './weights'

export const eligibilities = ['eligible', 'check', 'not-eligible'] as const
export type Eligibility = (typeof eligibilities)[number]

/** Why an item is worth checking or out of reach; each has a sentence in both languages. */
export type EligibilityReason =
  | 'englishBelow'
  | 'englishUnknown'
  | 'overBudget'
  | 'datesPassed'
  | 'educationBelow'
  | 'educationAbove'
  | 'deadlinePassed'
  | 'deadlineSoon'
  | 'selective'

export type EligibilityResult = {
  eligibility: Eligibility
  reasons: { reason: EligibilityReason; eligibility: Exclude<Eligibility, 'eligible'> }[]
}

/** Education levels in order; "other" has no place on it. */
export const educationStep: Partial<Record<EducationLevel, number>> = {
  'high-school': 1,
  'vocational-college': 2,
  bachelor: 3,
  master: 4,
  doctor: 5,
}

/** A GPA on the 4-point scale, from a GPA (up to 5) or an average out of 100. */
export const gpaOnFourPoints = (gpa: number) => (gpa <= 5 ? gpa : (gpa / 100) * 4)

/**
 * What stands between the student and the item, from its structured fields only: deadline and
 * dates, education level, English, budget, and for the most selective universities the GPA.
 * A close miss (English one step below, a price up to 10 % over budget) is "check"; a clear
 * one is "not eligible".
 */
export function eligibilityOf(
  facts: ItemFacts,
  profile: RecommenderProfile,
  now: Date,
): EligibilityResult {
  const reasons: EligibilityResult['reasons'] = []
  const out = (reason: EligibilityReason) => reasons.push({ reason, eligibility: 'not-eligible' })
  const check = (reason: EligibilityReason) => reasons.push({ reason, eligibility: 'check' })
  const today = dayNumber(now)
  const days = factDays(facts)

  if (days.deadline !== undefined) {
    const daysLeft = days.deadline - today
    if (daysLeft < 0) out('deadlinePassed')
    else if (daysLeft <= weights.deadlineSoonDays) check('deadlineSoon')
  }
  if (days.last !== undefined && days.last < today) out('datesPassed')

  const level = profile.educationLevel ? educationStep[profile.educationLevel] : undefined
  const min = facts.minEducation ? educationStep[facts.minEducation] : undefined
  const max = facts.maxEducation ? educationStep[facts.maxEducation] : undefined
  if (level !== undefined && min !== undefined && level < min) out('educationBelow')
  if (level !== undefined && max !== undefined && level > max) out('educationAbove')

  if (facts.englishLevel) {
    const student = studentEnglishStep(profile)
    const gap =
      student === undefined ? undefined : requiredEnglishStep(facts.englishLevel) - student
    if (gap === undefined) check('englishUnknown')
    else if (gap >= 2) out('englishBelow')
    else if (gap === 1) check('englishBelow')
  }

  if (facts.price != null && profile.budgetMax !== undefined) {
    const price = convert(facts.price, facts.currency, profile.currency)
    if (price > profile.budgetMax * weights.budgetTolerance) out('overBudget')
    else if (price > profile.budgetMax) check('overBudget')
  }

  if (
    facts.acceptanceRate != null &&
    facts.acceptanceRate < weights.selectiveBelow &&
    (profile.gpa === undefined || gpaOnFourPoints(profile.gpa) < weights.selectiveGpa)
  )
    check('selective')

  const eligibility: Eligibility = reasons.some((r) => r.eligibility === 'not-eligible')
    ? 'not-eligible'
    : reasons.length
      ? 'check'
      : 'eligible'
  return { eligibility, reasons }
}
