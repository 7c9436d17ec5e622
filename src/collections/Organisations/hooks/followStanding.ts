import type { CollectionAfterChangeHook } from 'payload'

import { drizzleFor } from '@/lib/db/transaction'
import { indexOrganisationListings } from '@/lib/recommender/indexing'
import { indexOrganisationTitles } from '@/lib/search/titleSearch'

/**
 * Listings are recommended and found by the site search only while their organisation is
 * certified: a change of standing takes them in or out of both.
 */
export const followStanding: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (Boolean(doc.certified) !== Boolean(previousDoc?.certified)) {
    await indexOrganisationListings(req, doc.id)
    await indexOrganisationTitles(await drizzleFor(req), doc.id)
  }
  return doc
}
