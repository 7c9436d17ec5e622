import type { CollectionAfterDeleteHook } from 'payload'

import { relationId } from '@/lib/db/relationId'
import { queueJob } from '@/lib/jobs/tasks'
import type { Booking } from '@/payload-types'

/**
 * An upcoming booking removed (its student's account erased, or an admin deleting it) frees its
 * time: the host's side is told, in the deletion's own transaction (removed means told).
 */
export const tellHostOfRemoval: CollectionAfterDeleteHook<Booking> = async ({ doc, req }) => {
  if (doc.status !== 'confirmed' || new Date(doc.startsAt).getTime() <= Date.now()) return doc
  await queueJob(req, 'sendBookingRemovedMail', {
    id: doc.id,
    coach: relationId(doc.coach) ?? undefined,
    serviceManager: relationId(doc.serviceManager) ?? undefined,
    startsAt: new Date(doc.startsAt).toISOString(),
    endsAt: new Date(doc.endsAt ?? doc.startsAt).toISOString(),
    sequence: doc.sequence ?? 0,
  })
  return doc
}
