import type { CollectionAfterChangeHook } from 'payload'

import { drizzleFor } from '@/lib/db/transaction'
import { indexOrganisationTitles } from '@/lib/search/titleSearch'

/** The site-wide search finds listings only while their organisation is certified: a change of standing takes them in or out. */
export const keepListingsFindable: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (Boolean(doc.certified) !== Boolean(previousDoc?.certified))
    await indexOrganisationTitles(await drizzleFor(req), doc.id)
  return doc
}
