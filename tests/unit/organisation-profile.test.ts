import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import {
  coreIssues,
  displayIssues,
  languageIssues,
  profileMessage,
  socialLinkIssues,
} from '@/lib/organisations/profileRules'
import {
  coreSchema,
  isWebAddress,
  languageFields,
  languageSchemas,
  managerSchema,
  socialLinksSchema,
} from '@/lib/organisations/profileSchema'
import { fieldIssues, formInput } from '@/lib/validation/issues'

import en from '../../messages/en.json'
import zh from '../../messages/zh.json'
import { coreSection as core } from '../helpers/memberDetails'

const issues = (schema: z.ZodType, values: unknown) => {
  const parsed = schema.safeParse(values, formInput)
  return parsed.success ? {} : fieldIssues(parsed.error)
}

const texts = {
  name: 'Harbour Study Centre',
  shortName: '',
  slogan: 'Study abroad, well prepared.',
  description: 'Advice for students going abroad.',
  address: '1 Century Avenue, Shanghai',
  region: 'Shanghai',
  businessScope: 'Study-abroad advice.',
  certificationNames: 'ISO 9001\nMember of the agents association',
}
const manager = {
  nameZh: '李娜',
  nameEn: 'Li Na',
  introductionZh: '',
  introductionEn: '',
  businessAreaNamesZh: '',
  businessAreaNamesEn: '',
  businessAreaCodes: ['study-tour'],
  phone: '+86 138 0000 0000',
  email: '',
}
/** Every message key the checks below produced: each must be worded in both languages. */
const seen = new Set<string>()
const expectIssues = (found: Record<string, string>, expected: Record<string, string>) => {
  for (const key of Object.values(found)) seen.add(key)
  expect(found).toEqual(expected)
}

describe('core information', () => {
  it('accepts a complete core, the year typed or stored as a number, optional fields empty', () => {
    expectIssues(issues(coreSchema, core), {})
    expectIssues(issues(coreSchema, { ...core, establishmentYear: 1998 }), {})
    expectIssues(issues(coreSchema, { ...core, employeeCount: '', country: '', website: '' }), {})
    expect(coreSchema.parse(core).establishmentYear).toBe(1998)
  })

  it('requires the establishment year, a year from 1800 to this year', () => {
    const thisYear = new Date().getUTCFullYear()
    expectIssues(issues(coreSchema, { ...core, establishmentYear: '' }), {
      establishmentYear: 'required:establishmentYear',
    })
    for (const year of ['1799', String(thisYear + 1), '98', 'abcd', '19 8', 2000.5])
      expectIssues(issues(coreSchema, { ...core, establishmentYear: year }), {
        establishmentYear: 'year:establishmentYear',
      })
    expectIssues(issues(coreSchema, { ...core, establishmentYear: '1800' }), {})
    expectIssues(issues(coreSchema, { ...core, establishmentYear: String(thisYear) }), {})
  })

  it('requires the industry, the contact e-mail and phone, each well-formed', () => {
    expectIssues(
      issues(coreSchema, { ...core, industry: '', contactEmail: '', contactPhone: ' ' }),
      {
        industry: 'required:industry',
        contactEmail: 'required:contactEmail',
        contactPhone: 'required:contactPhone',
      },
    )
    expectIssues(
      issues(coreSchema, { ...core, contactEmail: 'office@', contactPhone: 'call us' }),
      { contactEmail: 'email:contactEmail', contactPhone: 'phone:contactPhone' },
    )
  })

  it('takes http and https websites only', () => {
    for (const website of [
      'ftp://harbour.example.com',
      'javascript:alert(1)',
      'harbour',
      'http://localhost',
    ])
      expectIssues(issues(coreSchema, { ...core, website }), { website: 'url:website' })
    expect(isWebAddress('http://harbour.example.com/about')).toBe(true)
  })

  it('refuses too long and unusable texts with the field named', () => {
    expectIssues(issues(languageSchemas.en, { ...texts, region: 'x'.repeat(81) }), {
      region: 'tooLong:en.region',
    })
    expectIssues(issues(languageSchemas.zh, { ...texts, region: 'a\u0000b' }), {
      region: 'unusable:zh.region',
    })
  })

  it('checks stored values the same way (nothing stored is an empty field)', () => {
    expectIssues(coreIssues({ ...core, establishmentYear: null, industry: null }), {
      establishmentYear: 'required:establishmentYear',
      industry: 'required:industry',
    })
  })
})

describe('Chinese and English information', () => {
  it('requires everything but the short name and the region, naming the language', () => {
    for (const language of ['zh', 'en'] as const) {
      expectIssues(issues(languageSchemas[language], texts), {})
      const empty = Object.fromEntries(languageFields.map((field) => [field, '']))
      expectIssues(
        issues(languageSchemas[language], empty),
        Object.fromEntries(
          languageFields
            .filter((field) => field !== 'shortName' && field !== 'region')
            .map((field) => [field, `required:${language}.${field}`]),
        ),
      )
    }
    // Invisible characters alone are no name.
    expectIssues(issues(languageSchemas.zh, { ...texts, name: '\u200b\u200b' }), {
      name: 'required:zh.name',
    })
  })

  it('asks for a text in this language when the other language has it (the short name too)', () => {
    expectIssues(languageIssues('zh', texts, { ...texts, shortName: 'Harbour' }), {
      shortName: 'paired:zh.shortName',
    })
    expectIssues(languageIssues('en', { ...texts, shortName: 'Harbour' }, texts), {})
    expectIssues(
      languageIssues('zh', { ...texts, shortName: '港湾' }, { ...texts, shortName: 'Harbour' }),
      {},
    )
    // A required text missing in both is required, not paired.
    expectIssues(languageIssues('en', { ...texts, slogan: null }, { ...texts, slogan: null }), {
      slogan: 'required:en.slogan',
    })
  })

  it('allows public display only when both languages are complete', () => {
    expectIssues(displayIssues({ en: texts, zh: texts }), {})
    expectIssues(displayIssues({ en: { ...texts, certificationNames: null }, zh: texts }), {
      showable: 'displayNeedsBoth',
    })
    expectIssues(displayIssues({ en: texts, zh: { ...texts, shortName: null } }), {})
    expectIssues(displayIssues({ en: { ...texts, shortName: 'Harbour' }, zh: texts }), {
      showable: 'displayNeedsBoth',
    })
  })
})

describe('social media links', () => {
  it('needs both the platform and an http(s) homepage for each link, at most 12', () => {
    const link = { platform: 'WeChat', url: 'https://weixin.example.com/harbour' }
    expectIssues(issues(socialLinksSchema, { socialLinks: [link] }), {})
    expect(
      socialLinksSchema.safeParse({ socialLinks: [{ platform: '', url: 'x' }] }).error?.issues,
    ).toMatchObject([
      { path: ['socialLinks', 0, 'platform'], message: 'required:platform' },
      { path: ['socialLinks', 0, 'url'], message: 'url:url' },
    ])
    expectIssues(issues(socialLinksSchema, { socialLinks: [{ ...link, url: '' }] }), {
      socialLinks: 'required:url',
    })
    expectIssues(issues(socialLinksSchema, { socialLinks: Array(13).fill(link) }), {
      socialLinks: 'tooMany:socialLinks',
    })
    expectIssues(socialLinkIssues({ socialLinks: [{ platform: 'X', url: 'mailto:a@b.c' }] }), {
      socialLinks: 'url:url',
    })
  })
})

describe('service managers', () => {
  it('requires both names, a business area and a valid phone; the e-mail is optional but valid', () => {
    expectIssues(issues(managerSchema, manager), {})
    expectIssues(
      issues(managerSchema, {
        ...manager,
        nameZh: '',
        nameEn: ' ',
        businessAreaCodes: [],
        phone: '',
      }),
      {
        nameZh: 'required:manager.nameZh',
        nameEn: 'required:manager.nameEn',
        businessAreaCodes: 'required:manager.businessAreaCodes',
        phone: 'required:manager.phone',
      },
    )
    expectIssues(issues(managerSchema, { ...manager, phone: '12', email: 'li@' }), {
      phone: 'phone:manager.phone',
      email: 'email:manager.email',
    })
    expectIssues(issues(managerSchema, { ...manager, businessAreaCodes: ['astrology'] }), {
      businessAreaCodes: 'badCharacters',
    })
  })
})

describe('messages', () => {
  const lookup = (catalogue: object, path: string) =>
    path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], catalogue)

  it('word every refusal above in both languages, naming the field', () => {
    expect(seen.size).toBeGreaterThan(20)
    for (const key of seen) {
      const [rule, field] = key.split(':') as [string, string | undefined]
      for (const [locale, catalogue] of [
        ['en', en],
        ['zh', zh],
      ] as const) {
        const errors = catalogue.organisation.errors as Record<string, string>
        expect(errors[rule], `${locale} ${key}`).toEqual(expect.any(String))
        if (!field) continue
        const name = lookup(catalogue.organisation.fields, field)
        expect(name, `${locale} ${key}`).toEqual(expect.any(String))
        expect(profileMessage(locale, key)).toContain(name)
      }
    }
    expect(profileMessage('en', 'paired:zh.shortName')).toBe(
      'Chinese short name is required because it is given in the other language.',
    )
    expect(profileMessage('zh', 'required:en.name')).toBe('请填写英文名称。')
  })

  it('keep the spec texts', () => {
    expect(en.organisation.sections.core.submitted).toBe(
      'Organization information submitted successfully!',
    )
    expect(en.organisation.sections.core.updated).toBe(
      'Organization information updated successfully!',
    )
    expect(en.organisation.coreFirst).toBe(
      'Please save Core Information first to get an Organization ID.',
    )
    expect(en.organisation.saveAllFailed).toBe('Some information failed to submit, please check.')
    expect(en.organisation.managers.addFailed).toBe('Add failed: {reason}')
  })
})
