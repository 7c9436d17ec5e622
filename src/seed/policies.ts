import type { Payload } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { validityDays } from '@/lib/certification/workflow'
import { type PolicyKind, policyKinds } from '@/lib/consent/policies'
import { EXPORT_KEPT_DAYS } from '@/lib/privacy/buildExport'
import { DELETION_GRACE_DAYS } from '@/lib/privacy/eraseAccount'
import { retentionPeriods } from '@/lib/retention/periods'
import { lexicalFromBlocks } from '@/lib/richtext/fromBlocks'

import { privacyEn } from './policyTexts/privacyEn'
import { privacyZh } from './policyTexts/privacyZh'
import { termsEn } from './policyTexts/termsEn'
import { termsZh } from './policyTexts/termsZh'
import type { PolicyFacts, PolicyText } from './policyTexts/types'
import { brand } from './siteSettings'

/** The first version of both policies, in force from the day the portal asks for their acceptance. */
const firstVersion = { version: '1.0', effectiveDate: '2026-11-27T12:00:00.000Z' }

const texts: Record<PolicyKind, Record<AppLocale, (facts: PolicyFacts) => PolicyText>> = {
  'privacy-policy': { en: privacyEn, zh: privacyZh },
  'terms-of-use': { en: termsEn, zh: termsZh },
}

/** What the texts state, in `locale`: the brand and office as the site settings have them, and the periods in force. */
async function factsIn(payload: Payload, locale: AppLocale): Promise<PolicyFacts> {
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
  const periods = retentionPeriods()
  return {
    brand: settings.brandName || brand[locale].brandName,
    address: settings.address || brand[locale].address,
    email: settings.contactEmail || brand.contactEmail,
    idPhotoDays: periods.RETENTION_ID_PHOTO_DAYS,
    leadMonths: periods.RETENTION_LEAD_MONTHS,
    unverifiedDays: periods.RETENTION_UNVERIFIED_ACCOUNT_DAYS,
    auditYears: periods.RETENTION_AUDIT_YEARS,
    validityDays: validityDays(),
    graceDays: DELETION_GRACE_DAYS,
    exportDays: EXPORT_KEPT_DAYS,
    // The users collection's tokenExpiration (src/collections/Users).
    sessionDays: 7,
  }
}

/**
 * The privacy policy and the terms of use, version 1.0, in English then Chinese. Idempotent: a
 * policy that already has a version (seeded, or written by an editor) is left as it is.
 */
export async function seedPolicies(payload: Payload): Promise<boolean> {
  let seeded = false
  for (const kind of policyKinds) {
    const current = await payload.findGlobal({ slug: kind, depth: 0, select: { version: true } })
    if (current.version) continue
    for (const locale of ['en', 'zh'] as const) {
      const { title, blocks } = texts[kind][locale](await factsIn(payload, locale))
      await payload.updateGlobal({
        slug: kind,
        locale,
        data: {
          ...(locale === 'en' ? firstVersion : {}),
          title,
          changes: '',
          body: lexicalFromBlocks(blocks),
        },
      })
    }
    seeded = true
  }
  return seeded
}
