import type { TaskConfig } from 'payload'

import { defaultLocale, isLocale, type AppLocale } from '@/i18n/locales'
import { coachAvailability } from '@/lib/booking/coachAvailability'
import { bookingInvite } from '@/lib/booking/invite'
import { sessionText } from '@/lib/booking/zonedTime'
import { translatorFor } from '@/lib/i18n/translate'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'

import { coachAccountOf } from './bookingMail'
import { mailBrand } from './brand'
import { mailRetries, sendOnce } from './sendOnce'
import { staffAddress } from './staffAddress'

/**
 * An upcoming session whose booking was removed (its student's account erased, or an admin
 * deleting it): the coach's side is told its time is free, with the invite's CANCEL (the same UID,
 * a higher sequence). What the job needs comes in its input: the booking itself is gone, and
 * nothing of the student is said.
 */
export const bookingRemovedMailTask: TaskConfig<'sendBookingRemovedMail'> = {
  slug: 'sendBookingRemovedMail',
  label: 'Tell the coach a removed booking’s time is free',
  inputSchema: [
    { name: 'id', type: 'number', required: true },
    { name: 'coach', type: 'number', required: true },
    { name: 'startsAt', type: 'text', required: true },
    { name: 'endsAt', type: 'text', required: true },
    { name: 'sequence', type: 'number', required: true },
  ],
  retries: mailRetries,
  handler: async ({ input, req }) => {
    const [account, availability] = await Promise.all([
      coachAccountOf(req, input.coach),
      coachAvailability(req.payload, input.coach, req),
    ])
    // The coach's own account in its language; else the staff inbox, in both (one bilingual text).
    const locale: AppLocale =
      account && isLocale(account.preferredLocale) ? account.preferredLocale : defaultLocale
    const t = translatorFor(locale)
    const to = account?.email ?? (await staffAddress(req.payload))
    const coach = await req.payload.findByID({
      collection: 'coaches',
      id: input.coach,
      depth: 0,
      locale,
      draft: true,
      disableErrors: true,
      req,
    })
    const start = new Date(input.startsAt)
    const end = new Date(input.endsAt)
    const brand = await mailBrand(req.payload, locale, req)
    const values = {
      coach: coach?.name ?? '',
      brand,
      when: sessionText(start, end, availability?.timeZone ?? 'UTC', locale),
    }
    const text = account
      ? {
          subject: t('mail.bookingRemoved.subject', values),
          body: t('mail.bookingRemoved.body', values),
        }
      : {
          subject: t('mail.bookingRemovedStaff.subject', values),
          body: t('mail.bookingRemovedStaff.body', values),
        }
    const ics = bookingInvite({
      id: input.id,
      sequence: input.sequence + 1,
      start,
      end,
      cancelled: true,
      summary: text.subject,
      description: text.body,
      url: siteUrl() + localizedPath(account ? '/user/coaching' : '/admin', locale),
      host: new URL(siteUrl()).host,
      organizer: { name: brand, email: await staffAddress(req.payload) },
      attendee: { email: to },
    })
    await sendOnce(req.payload, `booking:${input.id}:removed`, () =>
      req.payload.sendEmail({
        to,
        subject: text.subject,
        text: text.body,
        icalEvent: { method: ics.method, filename: 'invite.ics', content: ics.content },
      }),
    )
    return { output: {} }
  },
}
