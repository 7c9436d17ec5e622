'use server'

import { revalidatePath } from 'next/cache'

import { defineAction } from '@/actions/defineAction'
import { changeAsMember } from '@/lib/actions/changeAsMember'
import {
  bookingSchema,
  cancelBookingSchema,
  packageSessionSchema,
  rescheduleSchema,
} from '@/lib/booking/bookingSchema'

/**
 * A free consultation booked by a signed-in member at a slot a coach or a service manager offers:
 * created as the member, so the collection's hook decides (offered, not taken, one per host) and
 * its refusal is said in the member's language ("This time was just taken.").
 */
export const bookFreeConsultation = defineAction({
  name: 'bookFreeConsultation',
  schema: bookingSchema,
  member: true,
  quota: () => ({ name: 'bookings' as const }),
  run: async ({ coach, serviceManager, startsAt, topic, timeZone }, context) => {
    const booked = await changeAsMember(context, (member) =>
      member.create({
        collection: 'bookings',
        data: {
          coach,
          serviceManager,
          startsAt,
          kind: 'free-consultation',
          topic: topic || undefined,
          studentTimeZone: timeZone,
          locale: context.locale,
        } as never,
        locale: context.locale,
        depth: 0,
      }),
    )
    if (!booked.ok) return booked
    revalidatePath('/[locale]/user/bookings', 'page')
    return { ok: true, id: booked.done.id }
  },
})

/**
 * One of an ordered package's sessions booked by its member: the collection's hook checks the
 * order (theirs, this coach's, a session left; before payment only the first, held until paid).
 */
export const bookPackageSession = defineAction({
  name: 'bookPackageSession',
  schema: packageSessionSchema,
  member: true,
  quota: () => ({ name: 'bookings' as const }),
  run: async ({ coach, order, startsAt, topic, timeZone }, context) => {
    const booked = await changeAsMember(context, (member) =>
      member.create({
        collection: 'bookings',
        data: {
          coach,
          order,
          startsAt,
          kind: 'package-session',
          topic: topic || undefined,
          studentTimeZone: timeZone,
          locale: context.locale,
        } as never,
        locale: context.locale,
        depth: 0,
      }),
    )
    if (!booked.ok) return booked
    revalidatePath('/[locale]/user/bookings', 'page')
    revalidatePath('/[locale]/user/orders', 'page')
    return { ok: true, id: booked.done.id, status: booked.done.status }
  },
})

/** The student's booking moved to another offered slot, before the coach's deadline. */
export const rescheduleBooking = defineAction({
  name: 'rescheduleBooking',
  schema: rescheduleSchema,
  member: true,
  quota: () => ({ name: 'bookings' as const }),
  run: async ({ id, startsAt }, context) => {
    const moved = await changeAsMember(context, (member) =>
      member.update({
        collection: 'bookings',
        id,
        data: { startsAt },
        locale: context.locale,
        depth: 0,
      }),
    )
    if (!moved.ok) return moved
    revalidatePath('/[locale]/user/bookings', 'page')
    return { ok: true }
  },
})

/**
 * A booking cancelled, by its student before the host's deadline or by the host's side (a coach's
 * account, an organisation's for its service managers) before it starts (the collection's hook says which may): its time is free again.
 */
export const cancelBooking = defineAction({
  name: 'cancelBooking',
  schema: cancelBookingSchema,
  member: true,
  run: async ({ id }, context) => {
    const cancelled = await changeAsMember(context, (member) =>
      member.update({
        collection: 'bookings',
        id,
        data: { status: 'cancelled' },
        locale: context.locale,
        depth: 0,
      }),
    )
    if (!cancelled.ok) return cancelled
    revalidatePath('/[locale]/user/bookings', 'page')
    revalidatePath('/[locale]/user/coaching', 'page')
    revalidatePath('/[locale]/user/cm/sessions', 'page')
    return { ok: true }
  },
})
