import type { CollectionAfterChangeHook } from 'payload'

import { indexCoachesOfSpecialty } from '@/lib/search/indexCoach'

/** A renamed specialty changes what its coaches are found by. */
export const reindexCoaches: CollectionAfterChangeHook = async ({ context, doc, req }) => {
  if (!context.skipSearchIndex) await indexCoachesOfSpecialty(req, doc.id)
  return doc
}
