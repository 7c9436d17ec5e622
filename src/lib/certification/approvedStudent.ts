import type { Payload, PayloadRequest } from 'payload'

import type { Certification } from '@/payload-types'

/**
 * The verified details of the member's approved student certification; null when they hold none
 * (only certified students apply and get full recommendations). Read as the system: a student may
 * not read their certification's reviewer fields, and only the verified details leave this function.
 */
export async function approvedStudent(
  payload: Payload,
  userId: number,
  req?: PayloadRequest,
): Promise<NonNullable<Certification['student']> | null> {
  const { docs } = await payload.find({
    collection: 'certifications',
    where: {
      owner: { equals: userId },
      type: { equals: 'student' },
      status: { equals: 'approved' },
    },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0]?.student ?? null
}
