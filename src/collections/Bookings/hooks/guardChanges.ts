import type { CollectionBeforeChangeHook } from 'payload'

import { personalName } from '@/lib/accounts/displayName'
import { hasRole } from '@/lib/auth/roles'
import { changeDeadlineHours, changeWindow } from '@/lib/booking/changeWindow'
import { hostOf } from '@/lib/booking/host'
import { hostAvailability } from '@/lib/booking/hostAvailability'
import { relationId } from '@/lib/db/relationId'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { changeRefusal, fieldRefusal } from '@/lib/validation/refusal'
import type { Booking } from '@/payload-types'

/** What a student may change of their own booking: its time, its cancellation and their notes. */
const studentFields = new Set(['startsAt', 'status', 'topic', 'studentTimeZone', 'locale'])
/** What the host's side (a coach's or an organisation's account) may change: the status (held, missed, cancelled). */
const hostFields = new Set(['status'])
/** Kept by Payload itself, whatever a request sends. */
const payloadFields = new Set(['id', 'createdAt', 'updatedAt'])

/**
 * A booking's changes on every door. A cancelled booking stays cancelled (book again instead); a
 * session is marked held or missed only once it has started. A student moves or cancels their own
 * booking only while it is booked and before the host's deadline, and changes nothing else; the
 * host's side (a coach's own account, an organisation's for its service managers) changes only the status (held or missed once started, cancelled before).
 * Each move and cancellation raises the calendar invite's sequence.
 */
export const guardChanges: CollectionBeforeChangeHook<Booking> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  // A booking starts booked, whoever makes it on whichever door: held or missed come after it.
  // The coach reads the student's name from it (the owner is the account making it); never the
  // e-mail address, which the coach does not see.
  if (operation === 'create')
    return {
      ...data,
      status: 'confirmed',
      studentName: req.user ? personalName(req.user)?.slice(0, 130) : data.studentName,
    }
  if (!originalDoc) return data
  const t = translatorFor(requestLocale(req))
  const status = data.status ?? originalDoc.status
  const startsAt = new Date(data.startsAt ?? originalDoc.startsAt)
  const moved = startsAt.getTime() !== new Date(originalDoc.startsAt).getTime()
  const cancelling = status === 'cancelled' && originalDoc.status !== 'cancelled'

  if (originalDoc.status === 'cancelled' && (status !== 'cancelled' || moved))
    throw changeRefusal(t('booking.alreadyCancelled'), 409)
  if ((status === 'held' || status === 'no-show') && startsAt.getTime() > Date.now())
    throw fieldRefusal('bookings', [{ path: 'status', message: t('booking.notStartedYet') }])

  const changedBesides = (allowed: Set<string>) =>
    Object.keys(data).filter(
      (key) =>
        data[key as keyof Booking] !== undefined &&
        !allowed.has(key) &&
        !payloadFields.has(key) &&
        !same(data[key as keyof Booking], originalDoc[key as keyof Booking]),
    )
  // The system (seed, scripts, an order's payment or expiry) acts as staff; the access rule kept everyone else out.
  const staff =
    !req.user || req.context.bookingBySystem === true || hasRole(req.user, 'admin', 'editor')
  const owner = relationId(originalDoc.owner) === req.user?.id
  if (!staff && !owner) {
    // The access rule let only the host's side this far: status only, the time is the student's.
    if (changedBesides(hostFields).length || moved)
      throw changeRefusal(t('coaching.onlyStatus'), 403)
    if (cancelling && startsAt.getTime() <= Date.now())
      throw fieldRefusal('bookings', [{ path: 'status', message: t('coaching.cancelStarted') }])
  } else if (!staff) {
    if (changedBesides(studentFields).length || (status !== originalDoc.status && !cancelling))
      throw changeRefusal(t('booking.notYours'), 403)
    if (moved || cancelling) {
      const host = hostOf(originalDoc)
      const availability = host && (await hostAvailability(req.payload, host, req))
      const hours = changeDeadlineHours(availability)
      if (!changeWindow(originalDoc, hours, new Date()).changeable)
        throw changeRefusal(t('booking.pastDeadline'), 409)
    }
  }

  if (!moved && !cancelling) return data
  return {
    ...data,
    sequence: (originalDoc.sequence ?? 0) + 1,
    ...(cancelling ? { cancelledAt: new Date().toISOString() } : {}),
  }
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(typeof a === 'object' && a && 'id' in a ? a.id : a) ===
  JSON.stringify(typeof b === 'object' && b && 'id' in b ? b.id : b)
