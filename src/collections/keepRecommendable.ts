import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { indexDocument, unindexDocument } from '@/lib/recommender/indexing'
import type { ResultList } from '@/lib/recommender/profile'

/**
 * Keeps a collection's documents in the recommender as they are published, changed, closed or
 * deleted, in the same transaction (so other server processes see the change when it commits).
 * Bulk imports (the seed) skip it and rebuild the index once at the end.
 */
export const keepRecommendable = (list: ResultList) => ({
  afterChange: (async ({ context, doc, req }) => {
    if (!context.skipSearchIndex) await indexDocument(req, list, doc.id)
    return doc
  }) satisfies CollectionAfterChangeHook,
  afterDelete: (async ({ id, req }) => {
    await unindexDocument(req, list, Number(id))
  }) satisfies CollectionAfterDeleteHook,
})
