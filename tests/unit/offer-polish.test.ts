import { describe, expect, it } from 'vitest'

import { packageFacts } from '@/lib/catalogue/packageFacts'
import { startingPrice } from '@/lib/catalogue/startingPrice'
import { consultationServices, packageCategories } from '@/lib/enums'
import { consultationServiceFor } from '@/lib/leads/packageService'
import { isProfileUrl } from '@/lib/validation/socialProfile'

describe('a coach’s starting price', () => {
  it('is the lowest package price, in that package’s currency', () => {
    expect(
      startingPrice([
        { startingAt: 7800, currency: 'GBP' },
        { startingAt: 1200, currency: 'CNY' },
        { startingAt: 16800, currency: 'USD' },
      ]),
    ).toEqual({ amount: 1200, currency: 'CNY' })
  })

  it('is in US dollars when the package names no currency, and absent without packages', () => {
    expect(startingPrice([{ startingAt: 950 }])).toEqual({ amount: 950, currency: 'USD' })
    expect(startingPrice([])).toBeNull()
  })
})

describe('a package’s side panel', () => {
  it('lists the service fee and the coaching time the package has', () => {
    expect(packageFacts({ startingAt: 1200, serviceFee: 100, coachingHours: 8 })).toEqual([
      { kind: 'startingAt', amount: 1200 },
      { kind: 'serviceFee', amount: 100 },
      { kind: 'coachingTime', hours: 8 },
    ])
  })

  it('leaves out a service fee or coaching time that is empty or zero instead of saying "None"', () => {
    expect(packageFacts({ startingAt: 6888, serviceFee: 0, coachingHours: 10 })).toEqual([
      { kind: 'startingAt', amount: 6888 },
      { kind: 'coachingTime', hours: 10 },
    ])
    expect(packageFacts({ startingAt: 500, serviceFee: null })).toEqual([
      { kind: 'startingAt', amount: 500 },
    ])
  })
})

describe('the service a chosen package preselects', () => {
  it('is the admissions blueprint for the Ivy plans and the other application packages', () => {
    for (const category of ['ivy', 'admissions', 'transfer', 'graduate', 'interview'] as const)
      expect(consultationServiceFor(category), category).toBe('admissions-blueprint')
    expect(consultationServiceFor('online-courses')).toBe('uspp')
    expect(consultationServiceFor('tutoring')).toBe('academic-coaching')
    expect(consultationServiceFor('summer')).toBe('summer-program')
  })

  it('is one of the form’s services, or none when no service fits', () => {
    const services = new Set<string>(consultationServices.map((s) => s.value))
    for (const { value } of packageCategories) {
      const service = consultationServiceFor(value)
      if (service !== undefined) expect(services.has(service), value).toBe(true)
    }
    expect(consultationServiceFor('study-tour')).toBeUndefined()
    expect(consultationServiceFor(undefined)).toBeUndefined()
  })
})

describe('a social link', () => {
  it('must name a page of ours, not the network’s home page', () => {
    for (const url of [
      'https://www.linkedin.com/company/edubridge',
      'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzA',
      'https://weibo.com/u/123456',
    ])
      expect(isProfileUrl(url), url).toBe(true)
    for (const url of [
      'https://weixin.qq.com/',
      'https://www.linkedin.com',
      'https://www.linkedin.com//',
      'linkedin.com/company/edubridge',
      'javascript:alert(1)//x',
      'https://localhost/page',
      '',
      null,
    ])
      expect(isProfileUrl(url), String(url)).toBe(false)
  })
})
