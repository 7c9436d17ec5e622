import type { PayloadRequest } from 'payload'

import type { Organisation } from '@/payload-types'

/** The organisation a member owns, if any (read as the system: the caller decides what the member may do with it). */
export async function organisationOwnedBy(
  req: PayloadRequest,
  userId: number,
): Promise<Organisation | null> {
  const { docs } = await req.payload.find({
    collection: 'organisations',
    where: { owner: { equals: userId } },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0] ?? null
}

/** An organisation by id, as the system reads it (its standing decides what its listings may do). */
export async function organisationById(
  req: PayloadRequest,
  id: number,
): Promise<Organisation | null> {
  return req.payload.findByID({
    collection: 'organisations',
    id,
    depth: 0,
    req,
    disableErrors: true,
  })
}
