import { createFormatter } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { monthName } from '@/components/recommender/monthName'
import { type AppLocale } from '@/i18n/locales'
import { countries, labelOf } from '@/lib/enums'
import { eligibilities, type EligibilityReason } from '@/lib/recommender/eligibility'
import type { MatchReason } from '@/lib/recommender/rank'
import { translatorFor } from '@/lib/i18n/translate'

/* One example of every reason, as the result card words it; a new code must be added here to compile. */
const matchReasons: { [C in MatchReason['code']]: MatchReason & { code: C } } = {
  interest: { code: 'interest', phrase: '海洋生物学' },
  major: { code: 'major', phrase: 'Mechanical Engineering' },
  country: { code: 'country', country: 'NZ' },
  online: { code: 'online' },
  startMonth: { code: 'startMonth', month: 7 },
  startMonthNear: { code: 'startMonthNear', month: 11 },
  budget: { code: 'budget' },
  level: { code: 'level' },
  english: { code: 'english' },
  popular: { code: 'popular' },
  new: { code: 'new' },
}
const eligibilityReasons: Record<EligibilityReason, true> = {
  englishBelow: true,
  englishUnknown: true,
  overBudget: true,
  datesPassed: true,
  educationBelow: true,
  educationAbove: true,
  deadlinePassed: true,
  deadlineSoon: true,
  selective: true,
}

const han = /\p{Script=Han}/u
const locales: AppLocale[] = ['en', 'zh']

/** The reason's sentence and the argument it must show, as RecommendationCard renders them. */
function render(locale: AppLocale, reason: MatchReason): [text: string, argument?: string] {
  const t = translatorFor(locale)
  const format = createFormatter({ locale })
  switch (reason.code) {
    case 'interest':
    case 'major':
      return [t(`recommender.reasons.${reason.code}`, { phrase: reason.phrase }), reason.phrase]
    case 'country': {
      const country = labelOf(countries, reason.country, locale)
      return [t('recommender.reasons.country', { country }), country]
    }
    case 'startMonth':
    case 'startMonthNear': {
      const month = monthName(format, reason.month)
      return [t(`recommender.reasons.${reason.code}`, { month }), month]
    }
    default:
      return [t(`recommender.reasons.${reason.code}`)]
  }
}

describe('recommender explanations', () => {
  it.each(locales)('words every match reason in %s with its argument filled in', (locale) => {
    for (const reason of Object.values(matchReasons)) {
      const [text, argument] = render(locale, reason)
      expect(text, reason.code).not.toBe(`recommender.reasons.${reason.code}`)
      expect(text, reason.code).not.toMatch(/[{}]/)
      if (argument) expect(text, reason.code).toContain(argument)
      if (locale === 'zh') expect(text, reason.code).toMatch(han)
    }
  })

  it('fills the arguments the way each language reads', () => {
    expect(render('en', matchReasons.country)[0]).toBe(
      'In New Zealand, one of your target countries',
    )
    expect(render('zh', matchReasons.country)[0]).toBe('位于新西兰，是您的目标国家或地区之一')
    expect(render('en', matchReasons.startMonth)[0]).toBe('Starts in July, as you prefer')
    expect(render('zh', matchReasons.startMonth)[0]).toBe('七月开始，正合您意')
    expect(render('zh', matchReasons.interest)[0]).toBe('符合您对“海洋生物学”的兴趣')
  })

  it.each(locales)('words every eligibility and its reasons in %s', (locale) => {
    const t = translatorFor(locale)
    const keys = [
      ...Object.keys(eligibilityReasons).map((r) => `recommender.eligibilityReasons.${r}`),
      ...eligibilities.map((e) => `recommender.eligibility.${e}`),
    ]
    expect(keys).toHaveLength(12)
    for (const key of keys) {
      const text = t(key as Parameters<typeof t>[0])
      expect(text, key).not.toBe(key)
      expect(text, key).not.toMatch(/[{}]/)
      expect(text.trim().length, key).toBeGreaterThan(1)
      if (locale === 'zh') expect(text, key).toMatch(han)
      else expect(text, key).not.toMatch(han)
    }
  })

  it('says different things for different reasons', () => {
    for (const locale of locales) {
      const t = translatorFor(locale)
      const texts = Object.keys(eligibilityReasons).map((r) =>
        t(`recommender.eligibilityReasons.${r as EligibilityReason}`),
      )
      expect(new Set(texts).size).toBe(texts.length)
      const eligibility = eligibilities.map((e) => t(`recommender.eligibility.${e}`))
      expect(new Set(eligibility).size).toBe(3)
    }
  })
})
