import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { indexCoach, unindexCoach } from '@/lib/search/indexCoach'

/** Keeps the search index in step with what is published (a draft save leaves it alone). */
export const syncCoachSearch: CollectionAfterChangeHook = async ({ context, doc, req }) => {
  // Bulk imports (the seed) index everything once at the end instead.
  if (!context.skipSearchIndex) await indexCoach(req, doc.id)
  return doc
}

export const removeCoachFromSearch: CollectionAfterDeleteHook = async ({ id, req }) => {
  await unindexCoach(req, Number(id))
}
