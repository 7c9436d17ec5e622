import type { PayloadRequest, TaskConfig } from 'payload'

import { defaultLocale, isLocale, type AppLocale } from '@/i18n/locales'
import { changeDeadlineHours, changeWindow } from '@/lib/booking/changeWindow'
import { hostOf } from '@/lib/booking/host'
import { hostAvailability } from '@/lib/booking/hostAvailability'
import { bookingInvite } from '@/lib/booking/invite'
import { momentText, sessionText } from '@/lib/booking/zonedTime'
import { personalName } from '@/lib/accounts/displayName'
import { relationId } from '@/lib/db/relationId'
import { translatorFor } from '@/lib/i18n/translate'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'
import type { Booking } from '@/payload-types'

import { mailBrand } from './brand'
import { mailRetries, sendOnce } from './sendOnce'
import { accountLocale, hostNameIn, hostSideOf } from './hostSide'
import { staffAddress } from './staffAddress'

/** What happened to a booking that both sides are told of. */
export const bookingEvents = ['booked', 'moved', 'cancelled'] as const
export type BookingEvent = (typeof bookingEvents)[number]
/** The reminders before a session: a day and an hour ahead. */
export const bookingReminders = { day: 24 * 3_600_000, hour: 3_600_000 } as const
export type BookingReminder = keyof typeof bookingReminders

/** Staff read both languages: their notices are one bilingual text (the same in both catalogues). */
const forStaff = translatorFor(defaultLocale)

/**
 * A booking with what its mails say: the host's name, the student, the zones, the invite; null
 * once it is gone (its student's account erased), when there is nobody left to tell.
 */
async function bookingWith(req: PayloadRequest, id: number) {
  const found = await req.payload.find({
    collection: 'bookings',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    req,
  })
  const booking: Booking | undefined = found.docs[0]
  if (!booking) return null
  const student = await req.payload.findByID({
    collection: 'users',
    id: relationId(booking.owner),
    depth: 0,
    req,
  })
  const locale: AppLocale = isLocale(booking.locale) ? booking.locale : defaultLocale
  const bookedHost = hostOf(booking)
  // A host removed since (an erased organisation's manager) is named as gone.
  const coachIn = async (language: AppLocale) =>
    (await hostNameIn(req, bookedHost, language)) || translatorFor(language)('booking.hostGone')
  const availability = bookedHost && (await hostAvailability(req.payload, bookedHost, req))
  const host = new URL(siteUrl()).host
  const start = new Date(booking.startsAt)
  const end = new Date(booking.endsAt ?? booking.startsAt)
  const studentZone = booking.studentTimeZone || 'UTC'
  const coachZone = availability?.timeZone ?? 'UTC'
  const invite = async (
    language: AppLocale,
    summary: string,
    to: string,
    page = '/user/bookings',
  ) =>
    bookingInvite({
      id: booking.id,
      sequence: booking.sequence ?? 0,
      start,
      end,
      cancelled: booking.status === 'cancelled',
      summary,
      description: summary,
      url: siteUrl() + localizedPath(page, language),
      host,
      organizer: {
        name: await mailBrand(req.payload, language, req),
        email: await staffAddress(req.payload),
      },
      attendee: { email: to },
    })
  return {
    booking,
    bookedHost,
    student,
    locale,
    coachIn,
    start,
    end,
    studentZone,
    coachZone,
    invite,
    availability,
  }
}

type Loaded = NonNullable<Awaited<ReturnType<typeof bookingWith>>>

/** The student's mail of an event, in the language they booked in, with the calendar invite. */
async function studentMail(req: PayloadRequest, loaded: Loaded, event: BookingEvent) {
  const { booking, student, locale, start, end, studentZone, coachZone } = loaded
  const t = translatorFor(locale)
  const coach = await loaded.coachIn(locale)
  const brand = await mailBrand(req.payload, locale, req)
  const values = {
    event,
    coach,
    brand,
    when: sessionText(start, end, studentZone, locale),
    coachWhen: sessionText(start, end, coachZone, locale),
    deadline: momentText(
      changeWindow(booking, changeDeadlineHours(loaded.availability), start).deadline,
      studentZone,
      locale,
    ),
    link: siteUrl() + localizedPath('/user/bookings', locale),
  }
  const summary = t('mail.booking.summary', {
    coach,
    brand,
    kind: loaded.booking.kind === 'package-session' ? 'package' : 'free',
  })
  const ics = await loaded.invite(locale, summary, student.email)
  return {
    to: student.email,
    subject: t('mail.booking.subject', values),
    text: t('mail.booking.body', values),
    icalEvent: { method: ics.method, filename: 'invite.ics', content: ics.content },
  }
}

/** The student as the coach's side reads them (staff see the address too), and what was booked. */
function sessionValues(loaded: Loaded, event: BookingEvent, coach: string, locale: AppLocale) {
  const { student, start, end, studentZone, coachZone } = loaded
  return {
    event,
    coach,
    student: personalName(student) ?? translatorFor(locale)('coaching.aStudent'),
    email: student.email,
    when: sessionText(start, end, coachZone, locale),
    studentWhen: sessionText(start, end, studentZone, locale),
    topic: loaded.booking.topic || '—',
  }
}

/**
 * The host side's notice: to the coach's own account, or the service manager's organisation's
 * (copied to the manager), in its language with the link to its sessions; else to the staff
 * inbox, bilingual.
 */
async function hostSideMail(req: PayloadRequest, loaded: Loaded, event: BookingEvent) {
  const { account, copyTo, page } = loaded.bookedHost
    ? await hostSideOf(req, loaded.bookedHost)
    : { account: null, copyTo: undefined, page: '' }
  if (!account) {
    const values = sessionValues(loaded, event, await loaded.coachIn(defaultLocale), 'en')
    const to = await staffAddress(req.payload)
    const ics = await loaded.invite(
      defaultLocale,
      forStaff('mail.bookingStaff.summary', values),
      to,
    )
    return {
      to,
      subject: forStaff('mail.bookingStaff.subject', values),
      text: forStaff('mail.bookingStaff.body', values),
      icalEvent: { method: ics.method, filename: 'invite.ics', content: ics.content },
    }
  }
  const locale = accountLocale(account)
  const t = translatorFor(locale)
  const values = {
    ...sessionValues(loaded, event, await loaded.coachIn(locale), locale),
    brand: await mailBrand(req.payload, locale, req),
    link: siteUrl() + localizedPath(page, locale),
  }
  const summary = t('mail.bookingCoach.summary', values)
  const ics = await loaded.invite(locale, summary, account.email, page)
  return {
    to: account.email,
    cc: copyTo,
    subject: t('mail.bookingCoach.subject', values),
    text: t('mail.bookingCoach.body', values),
    icalEvent: { method: ics.method, filename: 'invite.ics', content: ics.content },
  }
}

/**
 * A booking made, moved or cancelled, mailed to the student and to the host's side with a
 * calendar invite (the same UID each time; the sequence of the change). Each mail once per change.
 */
export const bookingMailTask: TaskConfig<'sendBookingMail'> = {
  slug: 'sendBookingMail',
  label: 'Send a booking’s confirmation, change or cancellation',
  inputSchema: [
    { name: 'id', type: 'number', required: true },
    { name: 'event', type: 'select', options: [...bookingEvents], required: true },
    { name: 'sequence', type: 'number', required: true },
  ],
  retries: mailRetries,
  concurrency: ({ input }) => `booking:${input.id}`,
  handler: async ({ input, req }) => {
    const loaded = await bookingWith(req, input.id)
    // A later change supersedes this one's mails: its own job says what stands now.
    if (!loaded || (loaded.booking.sequence ?? 0) !== input.sequence) return { output: {} }
    const key = `booking:${input.id}:${input.event}:${input.sequence}`
    const forStudent = await studentMail(req, loaded, input.event)
    await sendOnce(req.payload, `${key}:student`, () => req.payload.sendEmail(forStudent))
    const forCoach = await hostSideMail(req, loaded, input.event)
    await sendOnce(req.payload, `${key}:coach`, () => req.payload.sendEmail(forCoach))
    return { output: {} }
  },
}

/**
 * A reminder to the student a day and an hour before the session: queued to run then, sent once,
 * and not at all when the booking was cancelled or moved since (the move queued its own).
 */
export const bookingReminderTask: TaskConfig<'sendBookingReminder'> = {
  slug: 'sendBookingReminder',
  label: 'Remind a student of their session',
  inputSchema: [
    { name: 'id', type: 'number', required: true },
    { name: 'before', type: 'select', options: Object.keys(bookingReminders), required: true },
    { name: 'sequence', type: 'number', required: true },
  ],
  retries: mailRetries,
  concurrency: ({ input }) => `booking:${input.id}`,
  handler: async ({ input, req }) => {
    const loaded = await bookingWith(req, input.id)
    const booking = loaded?.booking
    if (!loaded || booking?.status !== 'confirmed' || (booking.sequence ?? 0) !== input.sequence)
      return { output: {} }
    const t = translatorFor(loaded.locale)
    const coach = await loaded.coachIn(loaded.locale)
    const values = {
      before: input.before,
      coach,
      brand: await mailBrand(req.payload, loaded.locale, req),
      when: sessionText(loaded.start, loaded.end, loaded.studentZone, loaded.locale),
      link: siteUrl() + localizedPath('/user/bookings', loaded.locale),
    }
    await sendOnce(
      req.payload,
      `booking:${input.id}:reminder:${input.before}:${input.sequence}`,
      () =>
        req.payload.sendEmail({
          to: loaded.student.email,
          subject: t('mail.bookingReminder.subject', values),
          text: t('mail.bookingReminder.body', values),
        }),
    )
    return { output: {} }
  },
}
