import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import zh from '../../messages/zh.json'
import { labelInMessage } from '@/lib/i18n/labelInMessage'
import { packageCategories } from '@/lib/enums'

const english = (value: string) => `${value} packages`
const chinese = (value: string) => `${value}套餐`

describe('labelInMessage', () => {
  it('puts a label into the message', () => {
    expect(labelInMessage(english, 'Graduate school')).toBe('Graduate school packages')
    expect(labelInMessage(chinese, '研究生申请')).toBe('研究生申请套餐')
  })

  it('does not repeat the message’s word when the label already ends with it', () => {
    expect(labelInMessage(english, 'Ivy packages')).toBe('Ivy packages')
    expect(labelInMessage(english, 'Ivy Packages')).toBe('Ivy Packages')
    expect(labelInMessage(chinese, '藤校套餐')).toBe('藤校套餐')
  })

  it('counts only a whole word where the message has one of its own', () => {
    expect(labelInMessage(english, 'Subpackages')).toBe('Subpackages packages')
  })

  it('does the same for a word before the label', () => {
    const before = (value: string) => `Packages: ${value}`
    expect(labelInMessage(before, 'Packages: Ivy')).toBe('Packages: Ivy')
    expect(labelInMessage(before, 'Ivy')).toBe('Packages: Ivy')
  })

  it('leaves a message without the placeholder as it is', () => {
    expect(labelInMessage(() => 'All packages', 'Ivy packages')).toBe('All packages')
  })
})

describe('package category titles', () => {
  for (const [locale, messages, word] of [
    ['en', en, 'packages'],
    ['zh', zh, '套餐'],
  ] as const) {
    const t = createTranslator({ locale, messages, namespace: 'packages' })
    const title = (label: string) =>
      labelInMessage((category) => t('categoryTitle', { category }), label)

    it(`say "${word}" once in ${locale}, whatever the category`, () => {
      for (const category of packageCategories) {
        const text = title(category.label[locale])
        expect(text.toLowerCase().split(word).length - 1, text).toBe(1)
        expect(text).toContain(category.label[locale])
      }
      expect(title(locale === 'en' ? 'Ivy packages' : '藤校套餐')).toBe(
        locale === 'en' ? 'Ivy packages' : '藤校套餐',
      )
    })
  }
})
