import { describe, expect, it } from 'vitest'

import type { TextBlock } from '@/lib/richtext/fromBlocks'
import { privacyEn } from '@/seed/policyTexts/privacyEn'
import { privacyZh } from '@/seed/policyTexts/privacyZh'
import { termsEn } from '@/seed/policyTexts/termsEn'
import { termsZh } from '@/seed/policyTexts/termsZh'
import { enCount, type PolicyFacts, zhCount } from '@/seed/policyTexts/types'

const facts = (brand: string, address: string): PolicyFacts => ({
  brand,
  address,
  email: 'hello@edubridge.example',
  idPhotoDays: 31,
  leadMonths: 11,
  unverifiedDays: 29,
  auditYears: 4,
  validityDays: 366,
  graceDays: 7,
  exportDays: 7,
  sessionDays: 7,
})
const en = facts('EduBridge', '88 Century Avenue, Shanghai')
const zh = facts('育桥教育', '上海市世纪大道 88 号')

const policies = {
  'privacy policy': { en: privacyEn(en), zh: privacyZh(zh) },
  'terms of use': { en: termsEn(en), zh: termsZh(zh) },
}

const words = (block: TextBlock) =>
  'h2' in block ? [block.h2] : 'p' in block ? [block.p] : block.ul
const textOf = (blocks: TextBlock[]) => blocks.flatMap(words).join('\n')
const headings = (blocks: TextBlock[]) => blocks.filter((block) => 'h2' in block).length

describe('the seeded policies', () => {
  for (const [name, { en: english, zh: chinese }] of Object.entries(policies)) {
    it(`keep the ${name} readable: 800–1,300 words in English`, () => {
      const count = textOf(english.blocks).split(/\s+/).length
      expect(count).toBeGreaterThanOrEqual(800)
      expect(count).toBeLessThanOrEqual(1300)
    })

    it(`give the ${name} the same sections in both languages`, () => {
      expect(headings(chinese.blocks)).toBe(headings(english.blocks))
      expect(chinese.blocks.length).toBe(english.blocks.length)
    })

    it(`state the ${name}'s periods and brand as given, in both languages`, () => {
      const englishText = textOf(english.blocks)
      const chineseText = textOf(chinese.blocks)
      expect(englishText).toContain('EduBridge')
      expect(chineseText).toContain('育桥教育')
      expect(chineseText).not.toContain('EduBridge')
      for (const value of [en.unverifiedDays, en.validityDays, en.graceDays]) {
        expect(englishText).toContain(`${value} days`)
        expect(chineseText).toContain(`${value} 天`)
      }
    })

    it(`write the Chinese ${name} in Chinese: Latin letters only in names, paths and addresses`, () => {
      const names = ['OpenStreetMap', 'Cookie', 'GDPR', 'JSON']
      const latin = textOf(chinese.blocks)
        .replace(/\/[\w/-]+|[\w.-]+@[\w.-]+/g, '')
        .match(/[A-Za-z]{2,}/g)
      expect((latin ?? []).filter((word) => !names.includes(word))).toEqual([])
    })
  }

  it('state the retention periods of the privacy policy', () => {
    const englishText = textOf(policies['privacy policy'].en.blocks)
    const chineseText = textOf(policies['privacy policy'].zh.blocks)
    expect(englishText).toContain('31 days after the certification is rejected')
    expect(englishText).toContain('11 months')
    expect(englishText).toContain('4 years')
    expect(chineseText).toContain('31 天')
    expect(chineseText).toContain('11 个月')
    expect(chineseText).toContain('4 年')
  })
})

describe('counts in the policies', () => {
  it('are singular for one and plural otherwise in English', () => {
    expect(enCount(1, 'day')).toBe('1 day')
    expect(enCount(30, 'day')).toBe('30 days')
    expect(enCount(12, 'month')).toBe('12 months')
    expect(enCount(1, 'year')).toBe('1 year')
  })

  it('use 天, 个月 and 年 in Chinese', () => {
    expect(zhCount(30, 'day')).toBe('30 天')
    expect(zhCount(12, 'month')).toBe('12 个月')
    expect(zhCount(3, 'year')).toBe('3 年')
  })
})
