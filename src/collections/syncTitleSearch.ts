import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { drizzleFor } from '@/lib/db/transaction'
import { indexTitles, type TitledCollection, unindexTitles } from '@/lib/search/titleSearch'

/**
 * Keeps a collection's titles in the site-wide search's index as documents are written or
 * deleted, in the same transaction. Who may find them (published, certified) is decided when
 * searching, so a change of status needs nothing here. Bulk imports (the seed) skip it and index
 * everything once at the end.
 */
export const syncTitleSearch = (collection: TitledCollection) => ({
  afterChange: (async ({ context, doc, req }) => {
    if (!context.skipSearchIndex) await indexTitles(await drizzleFor(req), collection, [doc.id])
    return doc
  }) satisfies CollectionAfterChangeHook,
  afterDelete: (async ({ id, req }) => {
    await unindexTitles(await drizzleFor(req), collection, [Number(id)])
  }) satisfies CollectionAfterDeleteHook,
})
