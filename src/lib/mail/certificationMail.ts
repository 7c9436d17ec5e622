import type { TaskConfig } from 'payload'

import type { CertificationStatus } from '@/lib/enums'
import { isLocale } from '@/i18n/locales'
import { statusLabel } from '@/lib/certification/workflow'
import { translatorFor } from '@/lib/i18n/translate'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'
import type { Certification, User } from '@/payload-types'

import { mailBrand } from './brand'
import type { LeadMail as Mail } from './leadMail'
import { mailRetries, sendOnce } from './sendOnce'

/** The member's notice of a decision (or of expiry), in their language, with the reason and the way back. */
export function certificationMail(
  certification: Pick<Certification, 'status' | 'rejectionReason' | 'expiresAt'>,
  member: Pick<User, 'email' | 'preferredLocale'>,
  brand: string,
): Mail {
  const locale = isLocale(member.preferredLocale) ? member.preferredLocale : 'en'
  const t = translatorFor(locale)
  const status = certification.status as CertificationStatus
  const link = siteUrl() + localizedPath('/user/certify', locale)
  const body = [t('mail.certificationBody', { status: statusLabel(status, locale) })]
  if (status === 'rejected' && certification.rejectionReason)
    body.push('', `${t('certify.reason')}: ${certification.rejectionReason}`)
  if (status === 'expired') body.push('', t('mail.certificationRenew'))
  body.push('', link, '', brand)
  return {
    to: member.email,
    subject: t('mail.certificationSubject', { status: statusLabel(status, locale), brand }),
    text: body.join('\n'),
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
      { ...certification, status: input.status as CertificationStatus },
      member,
      await mailBrand(req.payload, locale, req),
    )
    await sendOnce(req.payload, `certification:job:${job.id}`, () => req.payload.sendEmail(mail))
    return { output: {} }
  },
}
