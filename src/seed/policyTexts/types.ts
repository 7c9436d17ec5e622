import type { TextBlock } from '@/lib/richtext/fromBlocks'

/**
 * What the policies state about this portal, read when they are seeded: the brand and office from
 * the site settings (in the text's language), and the periods the code and the environment set.
 */
export type PolicyFacts = {
  brand: string
  address: string
  email: string
  /** RETENTION_ID_PHOTO_DAYS: ID and licence photos after a rejection or expiry. */
  idPhotoDays: number
  /** RETENTION_LEAD_MONTHS: contact messages and consultation requests. */
  leadMonths: number
  /** RETENTION_UNVERIFIED_ACCOUNT_DAYS: accounts whose e-mail code was never entered. */
  unverifiedDays: number
  /** RETENTION_AUDIT_YEARS: audit entries. */
  auditYears: number
  /** CERTIFICATION_VALIDITY_DAYS: how long an approval lasts. */
  validityDays: number
  /** Between asking for an account's deletion and its erasure. */
  graceDays: number
  /** How long a member's archive of their data is kept. */
  exportDays: number
  /** How long a sign-in lasts. */
  sessionDays: number
}

/** A policy in one language: its title and its text as simple blocks. */
export type PolicyText = { title: string; blocks: TextBlock[] }

type Unit = 'day' | 'month' | 'year'

/** "1 day", "30 days": an English count of days, months or years. */
export const enCount = (n: number, unit: Unit) => `${n} ${unit}${n === 1 ? '' : 's'}`

/** "30 天", "12 个月", "3 年": a Chinese count of days, months or years. */
export const zhCount = (n: number, unit: Unit) =>
  `${n} ${unit === 'day' ? '天' : unit === 'month' ? '个月' : '年'}`
