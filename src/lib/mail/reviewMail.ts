import type { TaskConfig } from 'payload'

import { isLocale } from '@/i18n/locales'
import { relationId } from '@/lib/db/relationId'
import { translatorFor } from '@/lib/i18n/translate'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'

import { mailBrand } from './brand'
import { mailRetries, sendOnce } from './sendOnce'

/**
 * The student's notice of an editor's decision on their review, in their language: published
 * (with the coach's page), or rejected with the editor's reason and the way to edit it.
 */
export const reviewMailTask: TaskConfig<'sendReviewMail'> = {
  slug: 'sendReviewMail',
  label: 'Tell a student their review was published or rejected',
  inputSchema: [
    { name: 'id', type: 'number', required: true },
    {
      name: 'status',
      type: 'select',
      options: ['published', 'rejected'].map((value) => ({ value, label: value })),
      required: true,
    },
  ],
  retries: mailRetries,
  handler: async ({ input, job, req }) => {
    const review = await req.payload.findByID({
      collection: 'reviews',
      id: input.id,
      depth: 0,
      req,
      disableErrors: true,
      overrideAccess: true,
    })
    // Removed meanwhile, or decided otherwise since: nothing to tell.
    if (!review?.owner || review.status !== input.status) return { output: {} }
    const member = await req.payload.findByID({
      collection: 'users',
      id: relationId(review.owner),
      depth: 0,
      req,
      disableErrors: true,
      overrideAccess: true,
    })
    if (!member) return { output: {} }
    const locale = isLocale(member.preferredLocale) ? member.preferredLocale : 'en'
    const t = translatorFor(locale)
    const coach = review.coach
      ? await req.payload.findByID({
          collection: 'coaches',
          id: relationId(review.coach),
          locale,
          depth: 0,
          req,
          disableErrors: true,
          overrideAccess: true,
          select: { name: true, slug: true },
        })
      : null
    const values = {
      brand: await mailBrand(req.payload, locale, req),
      coach: coach?.name ?? '',
      reason: review.rejectionReason ?? '',
      link:
        siteUrl() +
        localizedPath(
          review.status === 'published' && coach ? `/coach/${coach.slug}` : '/user/bookings',
          locale,
        ),
    }
    const mail =
      review.status === 'published'
        ? {
            subject: t('mail.reviewPublished.subject', values),
            text: t('mail.reviewPublished.body', values),
          }
        : {
            subject: t('mail.reviewRejected.subject', values),
            text: t('mail.reviewRejected.body', values),
          }
    await sendOnce(req.payload, `review:job:${job.id}`, () =>
      req.payload.sendEmail({ to: member.email, ...mail }),
    )
    return { output: {} }
  },
}
