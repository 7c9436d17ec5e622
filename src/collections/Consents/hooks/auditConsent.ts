import type { CollectionAfterChangeHook } from 'payload'

import { recordAudit } from '@/lib/audit/record'
import { relationId } from '@/lib/db/relationId'
import type { Consent } from '@/payload-types'

/** Every consent given or withdrawn goes into the audit trail, with what it covers. */
export const auditConsent: CollectionAfterChangeHook<Consent> = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  const withdrawn = operation === 'update' && !previousDoc?.withdrawnAt && doc.withdrawnAt
  if (operation !== 'create' && !withdrawn) return doc
  const member = relationId(doc.owner)
  await recordAudit(req, {
    event: withdrawn ? 'consent-withdrawn' : 'consent-given',
    member: typeof member === 'number' ? member : null,
    target: { collection: 'consents', id: doc.id },
    details: {
      purpose: doc.purpose,
      ...(doc.privacyVersion ? { privacyVersion: doc.privacyVersion } : {}),
      ...(doc.termsVersion ? { termsVersion: doc.termsVersion } : {}),
    },
  })
  return doc
}
