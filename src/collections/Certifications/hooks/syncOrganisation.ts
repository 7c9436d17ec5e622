import type { CollectionAfterChangeHook } from 'payload'

import { syncOrganisationWithCertification } from '@/lib/organisations/syncWithCertification'
import type { Certification } from '@/payload-types'

/** An organisation's certification decides its organisation's standing (and creates it on first approval). */
export const syncOrganisation: CollectionAfterChangeHook<Certification> = async ({ doc, req }) => {
  await syncOrganisationWithCertification(req, doc)
  return doc
}
