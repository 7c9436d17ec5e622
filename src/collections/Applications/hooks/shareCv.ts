import type { CollectionAfterChangeHook } from 'payload'

import { shareCvWithOrganisation } from '@/lib/applications/cvReaders'
import type { Application } from '@/payload-types'

/** The CV sent with a new application becomes readable by the organisation it was sent to. */
export const shareCv: CollectionAfterChangeHook<Application> = async ({ doc, operation, req }) => {
  if (operation === 'create') await shareCvWithOrganisation(req, doc)
  return doc
}
