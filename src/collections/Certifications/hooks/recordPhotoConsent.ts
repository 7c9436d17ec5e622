import type { CollectionAfterChangeHook } from 'payload'

import { recordConsent } from '@/lib/consent/record'
import { relationId } from '@/lib/db/relationId'
import { requestLocale } from '@/lib/i18n/requestLocale'
import type { Certification } from '@/payload-types'

/**
 * A student's application sent for review keeps the consents it was sent with (any door: the
 * workflow refuses a submission without them): the use of the ID photo, and, for an applicant
 * under 14, their guardian's, with the guardian's name and contact.
 */
export const recordPhotoConsent: CollectionAfterChangeHook<Certification> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (doc.type !== 'student' || doc.status !== 'pending-review') return doc
  if (previousDoc?.status === 'pending-review') return doc
  const owner = relationId(doc.owner)
  const student = doc.student
  if (typeof owner !== 'number' || !student?.idPhotoConsent) return doc
  const locale = requestLocale(req)
  await recordConsent(req, { owner, purpose: 'id-photo', locale, certification: doc.id })
  if (student.under14 && student.guardianName && student.guardianContact)
    await recordConsent(req, {
      owner,
      purpose: 'guardian',
      locale,
      certification: doc.id,
      guardian: { name: student.guardianName, contact: student.guardianContact },
    })
  return doc
}
