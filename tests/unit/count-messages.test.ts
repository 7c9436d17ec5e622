import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import zh from '../../messages/zh.json'

type Tree = { [key: string]: string | Tree }
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  )

const english = createTranslator({ locale: 'en', messages: en })
const chinese = createTranslator({ locale: 'zh', messages: zh })

/** Nouns a number counts in the portal's messages, as the start of a word ("coach" → "coaches"). */
const counted =
  /\{\w+\} (coach|result|review|application|place|minute|hour|year|day|universit|article|programme|position|listing|match|seat)/

describe('messages that count', () => {
  it('never put a bare number before a counted noun in English (it would say "1 coaches")', () => {
    expect(flatten(en).filter(([, text]) => counted.test(text))).toEqual([])
  })

  it('say one in the singular and more in the plural', () => {
    expect(english('coaches.found', { total: 1 })).toBe('We found 1 coach for you')
    expect(english('coaches.found', { total: 42 })).toBe('We found 42 coaches for you')
    expect(english('coaches.foundMore', { total: 10_000 })).toBe(
      'We found more than 10,000 coaches for you',
    )
    expect(english('coaches.years', { years: 1 })).toBe('1 year of experience')
    expect(english('coaches.years', { years: 12 })).toBe('12 years of experience')
    expect(english('packages.hours', { hours: 1 })).toBe('1 hour')
    expect(english('packages.hours', { hours: 1.5 })).toBe('1.5 hours')
    expect(english('auth.rateLimited', { minutes: 1 })).toBe(
      'Too many sign-in attempts. Please try again in 1 minute.',
    )
    expect(english('form.rateLimited', { minutes: 15 })).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    )
    expect(english('listings.ageFrom', { min: '1' })).toBe('1 year and older')
    expect(english('listings.ageRange', { min: '12', max: '15' })).toBe('12–15 years old')
  })

  it('read the same in Chinese, which has no plural', () => {
    expect(chinese('coaches.found', { total: 1 })).toBe('为您找到 1 位导师')
    expect(chinese('coaches.found', { total: 42 })).toBe('为您找到 42 位导师')
    expect(chinese('coaches.years', { years: 1 })).toBe('1 年从业经验')
    expect(chinese('packages.hours', { hours: 10 })).toBe('10 小时')
    expect(chinese('auth.rateLimited', { minutes: 1 })).toBe('登录尝试次数过多，请 1 分钟后再试。')
  })
})
