import type { CollectionAfterChangeHook } from 'payload'

import { indexOrganisationListings } from '@/lib/recommender/indexing'

/** Listings are matchable only while their organisation is certified: a change of standing takes them in or out. */
export const recommendListings: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (Boolean(doc.certified) !== Boolean(previousDoc?.certified))
    await indexOrganisationListings(req, doc.id)
  return doc
}
