import type { Payload, PayloadRequest } from 'payload'

import type { Availability } from '@/payload-types'

import { type Host, hostWhere } from './host'

/** A host's availability, if one was set. Public data, read as the system (its slots are shown to everyone). */
export async function hostAvailability(
  payload: Payload,
  host: Host,
  req?: PayloadRequest,
): Promise<Availability | null> {
  const { docs } = await payload.find({
    collection: 'availabilities',
    where: hostWhere(host),
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Whether a host takes bookings online: some hours set. Without, the callback request is their way in. */
export const takesBookings = (
  availability: Pick<Availability, 'weekly' | 'overrides'> | null | undefined,
): availability is Availability =>
  Boolean(availability?.weekly?.length || availability?.overrides?.length)

/**
 * Whether the host is on the site: a published coach, or a service manager of a certified
 * organisation that shows its profile (a draft coach or a hidden organisation takes no bookings,
 * whichever door asks).
 */
async function onTheSite(payload: Payload, host: Host, req?: PayloadRequest): Promise<boolean> {
  const { totalDocs } =
    host.type === 'coach'
      ? await payload.count({
          collection: 'coaches',
          where: { id: { equals: host.id }, _status: { equals: 'published' } },
          req,
          overrideAccess: true,
        })
      : await payload.count({
          collection: 'service-managers',
          where: {
            id: { equals: host.id },
            'organisation.certified': { equals: true },
            'organisation.showable': { equals: true },
          },
          req,
          overrideAccess: true,
        })
  return totalDocs > 0
}

/** The availability to book with: an on-the-site host's with some hours set; else null. */
export async function bookableAvailability(
  payload: Payload,
  host: Host,
  req?: PayloadRequest,
): Promise<Availability | null> {
  const [availability, shown] = await Promise.all([
    hostAvailability(payload, host, req),
    onTheSite(payload, host, req),
  ])
  return shown && takesBookings(availability) ? availability : null
}
