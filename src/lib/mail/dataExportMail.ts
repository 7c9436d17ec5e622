import type { TaskConfig } from 'payload'

import { isLocale } from '@/i18n/locales'
import { relationId } from '@/lib/db/relationId'
import { formatDate } from '@/lib/format'
import { translatorFor } from '@/lib/i18n/translate'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'

import { mailBrand } from './brand'
import { mailRetries, sendOnce } from './sendOnce'

/**
 * "Your data is ready": a link to the member's data-export page (never to the file: downloading
 * asks for the password again), in the member's language, with the day the archive is removed.
 */
export const dataExportMailTask: TaskConfig<'sendDataExportMail'> = {
  slug: 'sendDataExportMail',
  label: 'Tell a member their data export is ready',
  inputSchema: [{ name: 'id', type: 'number', required: true }],
  retries: mailRetries,
  handler: async ({ input, job, req }) => {
    const request = await req.payload.findByID({
      collection: 'data-exports',
      id: input.id,
      depth: 0,
      req,
      disableErrors: true,
    })
    // Removed before the mail went (its member's account erased): nothing to tell.
    if (!request) return { output: {} }
    const member = await req.payload.findByID({
      collection: 'users',
      id: relationId(request.owner),
      depth: 0,
      req,
    })
    const locale = isLocale(member.preferredLocale) ? member.preferredLocale : 'en'
    const t = translatorFor(locale)
    const brand = await mailBrand(req.payload, locale, req)
    const mail = {
      to: member.email,
      subject: t('mail.dataExportReady.subject', { brand }),
      text: t('mail.dataExportReady.body', {
        link: siteUrl() + localizedPath('/user/security/data-export', locale),
        until: formatDate(request.expiresAt ?? new Date().toISOString(), locale),
        brand,
      }),
    }
    await sendOnce(req.payload, `data-export:job:${job.id}`, () => req.payload.sendEmail(mail))
    return { output: {} }
  },
}
