import type { Certification, User } from '@/payload-types'
import { getPayloadClient } from '@/data/payload'

/** The member's latest certification (of a type, when given), read as the member; null when none. */
export async function getMyCertification(
  user: User,
  type?: Certification['type'],
): Promise<Certification | null> {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'certifications',
    where: { owner: { equals: user.id }, ...(type ? { type: { equals: type } } : {}) },
    sort: '-updatedAt',
    limit: 1,
    depth: 1,
    user,
    overrideAccess: false,
  })
  return found.docs[0] ?? null
}
