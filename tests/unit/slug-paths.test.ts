import { describe, expect, it } from 'vitest'

import { slugPaths } from '@/lib/i18n/slugPaths'

const article = (slug: string) => `/article/${slug}`

describe('slugPaths', () => {
  it('gives each language its own slug', () => {
    expect(slugPaths({ en: 'gap-year', zh: 'jiangenian' }, 'gap-year', article)).toEqual({
      en: '/article/gap-year',
      zh: '/article/jiangenian',
    })
  })

  it('gives a language without a slug the other language’s', () => {
    expect(slugPaths({ en: 'gap-year', zh: null }, 'gap-year', article)).toEqual({
      en: '/article/gap-year',
      zh: '/article/gap-year',
    })
    expect(slugPaths({ en: null, zh: 'jiangenian' }, 'jiangenian', article)).toEqual({
      en: '/article/jiangenian',
      zh: '/article/jiangenian',
    })
  })

  it('falls back to the given slug when no language has one', () => {
    expect(slugPaths({ en: null, zh: null }, 'draft', article)).toEqual({
      en: '/article/draft',
      zh: '/article/draft',
    })
  })
})
