import type { TaskConfig } from 'payload'

import type { Host } from '@/lib/booking/host'
import { hostAvailability } from '@/lib/booking/hostAvailability'
import { bookingInvite } from '@/lib/booking/invite'
import { sessionText } from '@/lib/booking/zonedTime'
import { translatorFor } from '@/lib/i18n/translate'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'

import { mailBrand } from './brand'
import { mailRetries, sendOnce } from './sendOnce'
import { accountLocale, hostNameIn, hostSideOf } from './hostSide'
import { staffAddress } from './staffAddress'

/**
 * An upcoming session whose booking was removed (its student's account erased, or an admin
 * deleting it): the host's side (the coach's, or the service manager's organisation's) is told its time is free, with the invite's CANCEL (the same UID,
 * a higher sequence). What the job needs comes in its input: the booking itself is gone, and
 * nothing of the student is said.
 */
export const bookingRemovedMailTask: TaskConfig<'sendBookingRemovedMail'> = {
  slug: 'sendBookingRemovedMail',
  label: 'Tell the host a removed booking’s time is free',
  inputSchema: [
    { name: 'id', type: 'number', required: true },
    { name: 'coach', type: 'number' },
    { name: 'serviceManager', type: 'number' },
    { name: 'startsAt', type: 'text', required: true },
    { name: 'endsAt', type: 'text', required: true },
    { name: 'sequence', type: 'number', required: true },
  ],
  retries: mailRetries,
  handler: async ({ input, req }) => {
    const host: Host | null = input.coach
      ? { type: 'coach', id: input.coach }
      : input.serviceManager
        ? { type: 'service-manager', id: input.serviceManager }
        : null
    if (!host) return { output: {} }
    const [{ account, copyTo, page }, availability] = await Promise.all([
      hostSideOf(req, host),
      hostAvailability(req.payload, host, req),
    ])
    // The host side's account in its language; else the staff inbox, in both (one bilingual text).
    const locale = accountLocale(account)
    const t = translatorFor(locale)
    const to = account?.email ?? (await staffAddress(req.payload))
    const start = new Date(input.startsAt)
    const end = new Date(input.endsAt)
    const brand = await mailBrand(req.payload, locale, req)
    const values = {
      coach: await hostNameIn(req, host, locale),
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
      url: siteUrl() + localizedPath(account ? page : '/admin', locale),
      host: new URL(siteUrl()).host,
      organizer: { name: brand, email: await staffAddress(req.payload) },
      attendee: { email: to },
    })
    await sendOnce(req.payload, `booking:${input.id}:removed`, () =>
      req.payload.sendEmail({
        to,
        cc: account ? copyTo : undefined,
        subject: text.subject,
        text: text.body,
        icalEvent: { method: ics.method, filename: 'invite.ics', content: ics.content },
      }),
    )
    return { output: {} }
  },
}
