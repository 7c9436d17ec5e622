import type { Payload, PayloadRequest } from 'payload'

import type { Availability } from '@/payload-types'

/** A coach's availability, if one was set. Public data, read as the system (its slots are shown to everyone). */
export async function coachAvailability(
  payload: Payload,
  coach: number,
  req?: PayloadRequest,
): Promise<Availability | null> {
  const { docs } = await payload.find({
    collection: 'availabilities',
    where: { coach: { equals: coach } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Whether a coach takes bookings online: some hours set. Without, the callback request is their way in. */
export const takesBookings = (
  availability: Pick<Availability, 'weekly' | 'overrides'> | null | undefined,
): availability is Availability =>
  Boolean(availability?.weekly?.length || availability?.overrides?.length)

/**
 * The availability to book with: a published coach's (a draft or withdrawn coach takes no
 * bookings, whichever door asks) with some hours set; else null.
 */
export async function bookableAvailability(
  payload: Payload,
  coach: number,
  req?: PayloadRequest,
): Promise<Availability | null> {
  const [availability, published] = await Promise.all([
    coachAvailability(payload, coach, req),
    payload.count({
      collection: 'coaches',
      where: { id: { equals: coach }, _status: { equals: 'published' } },
      req,
      overrideAccess: true,
    }),
  ])
  return published.totalDocs > 0 && takesBookings(availability) ? availability : null
}
