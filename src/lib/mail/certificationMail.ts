import type { TaskConfig } from 'payload'

import type { CertificationStatus } from '@/lib/enums'
import { type AppLocale, isLocale } from '@/i18n/locales'
import { statusLabel } from '@/lib/certification/workflow'
import { formatDate } from '@/lib/format'
import { translatorFor } from '@/lib/i18n/translate'
import { organisationKinds, roleOfProviderType } from '@/lib/organisations/roles'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'
import type { Certification, User } from '@/payload-types'

import { mailBrand } from './brand'
import { given } from './given'
import type { LeadMail as Mail } from './leadMail'
import { mailRetries, sendOnce } from './sendOnce'

const han = /\p{Script=Han}/u

/**
 * How the mail addresses the member: the given name in English, the full name in Chinese; a name
 * written in Chinese characters whole, family name first and without a space. Null without a name.
 */
export function greetingName(
  member: Pick<User, 'firstName' | 'lastName'>,
  locale: AppLocale,
): string | null {
  const first = member.firstName?.trim() ?? ''
  const last = member.lastName?.trim() ?? ''
  // A Chinese name is whole in either language: a given name alone ("Dear 伟") reads as a fragment.
  if (han.test(first + last)) return last + first || null
  if (locale === 'en') return first || last || null
  return [first, last].filter(Boolean).join(' ') || null
}

/** What an approval opens: applying for students, publishing the organisation's kind of listing for organisations. */
function unlocks(certification: Pick<Certification, 'type' | 'organisation'>) {
  if (certification.type === 'student') return 'apply'
  const providerType = certification.organisation?.providerType
  return providerType ? organisationKinds[roleOfProviderType(providerType)].publishes : 'other'
}

/** The statuses a member is mailed about, each with a mail of its own. */
export type NotifiedStatus = Extract<CertificationStatus, 'approved' | 'rejected' | 'expired'>
const mails = {
  approved: 'certificationApproved',
  rejected: 'certificationRejected',
  expired: 'certificationExpired',
} as const satisfies Record<NotifiedStatus, string>

/**
 * The member's notice of a decision (or of expiry), in their language: which application, the
 * reason of a rejection, or the validity and what an approval opens, and the way back.
 */
export function certificationMail(
  certification: Pick<
    Certification,
    'type' | 'submittedAt' | 'rejectionReason' | 'expiresAt' | 'organisation'
  > & { status: NotifiedStatus },
  member: Pick<User, 'email' | 'preferredLocale' | 'firstName' | 'lastName'>,
  brand: string,
): Mail {
  const locale = isLocale(member.preferredLocale) ? member.preferredLocale : 'en'
  const t = translatorFor(locale)
  const status = statusLabel(certification.status, locale)
  const name = greetingName(member, locale)
  const date = (iso: string | null | undefined) => iso && formatDate(iso, locale)
  const mail = mails[certification.status]
  return {
    to: member.email,
    subject: t(`mail.${mail}.subject`, { status, brand }),
    text: t(`mail.${mail}.body`, {
      greeting: name
        ? t('mail.certificationGreeting', { name })
        : t('mail.certificationGreetingNeutral'),
      kind: t(`mail.certificationKind.${certification.type}`),
      status,
      ...given({
        date: date(certification.submittedAt),
        validUntil: date(certification.expiresAt),
        reason: certification.rejectionReason,
      }),
      unlocked: t(`mail.certificationUnlocked.${unlocks(certification)}`),
      link: siteUrl() + localizedPath('/user/certify', locale),
      brand,
    }),
  }
}

/**
 * One mail per decision; retried with back-off when SMTP is down, never sent twice for one job
 * (its id is the idempotency key: each decision queues a job of its own). A system task: it reads with full access.
 */
export const certificationMailTask: TaskConfig<'sendCertificationMail'> = {
  slug: 'sendCertificationMail',
  label: 'Send a certification decision mail',
  inputSchema: [
    { name: 'id', type: 'number', required: true },
    { name: 'status', type: 'text', required: true },
  ],
  retries: mailRetries,
  // One application's decisions go out one after another, in order.
  concurrency: ({ input }) => `certification:${input.id}`,
  handler: async ({ input, job, req }) => {
    const certification = await req.payload.findByID({
      collection: 'certifications',
      id: input.id,
      depth: 1,
      req,
    })
    const member = certification.owner as User
    const locale = isLocale(member.preferredLocale) ? member.preferredLocale : 'en'
    // The status of the decision itself, even if the member has changed the application since.
    const mail = certificationMail(
      { ...certification, status: input.status as NotifiedStatus },
      member,
      await mailBrand(req.payload, locale, req),
    )
    await sendOnce(req.payload, `certification:job:${job.id}`, () => req.payload.sendEmail(mail))
    return { output: {} }
  },
}
