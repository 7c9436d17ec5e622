import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { drizzleFor } from '@/lib/db/transaction'

import { itemKey } from './item'
import { resultLists, type ResultList } from './profile'
import { allIds, idsOf, itemFor } from './sources'
import { heldKeys, removeItem, saveItem } from './store'

/** Writes a document's item as it is now (or its removal), in the request's transaction. */
export async function indexDocument(req: PayloadRequest, list: ResultList, id: number) {
  const db = await drizzleFor(req)
  const item = await itemFor(req, list, id)
  if (item) await saveItem(db, item)
  else await removeItem(db, itemKey(list, id))
}

/** Takes a deleted document out of the recommender. */
export const unindexDocument = async (req: PayloadRequest, list: ResultList, id: number) =>
  removeItem(await drizzleFor(req), itemKey(list, id))

/** The listings of an organisation whose standing changed, matchable or not as they now are. */
export async function indexOrganisationListings(req: PayloadRequest, organisationId: number) {
  for (const list of ['offerings', 'jobs'] as const)
    for (const id of await idsOf(req, list, { organisation: { equals: organisationId } }))
      await indexDocument(req, list, id)
}

/** Every matchable document written again, and every other row marked removed. */
export async function rebuildRecommenderIndex(payload: Payload) {
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  const db = await drizzleFor(req)
  const keys: string[] = []
  for (const list of resultLists)
    for (const id of await allIds(req, list)) {
      await indexDocument(req, list, id)
      keys.push(itemKey(list, id))
    }
  await db.execute(sql`
    UPDATE recommender_items SET item = NULL, removed = true, written_by = pg_current_xact_id()
    WHERE NOT removed AND NOT (key = ANY(${sql.param(keys)}::text[]))`)
  return keys.length
}

/**
 * Rebuilds the index when it is missing or does not hold exactly the matchable documents: a new
 * database, one from before the recommender, a bulk import that skipped the hooks, a restored backup.
 */
export async function ensureRecommenderIndex(payload: Payload) {
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  const expected: string[] = []
  for (const list of resultLists)
    for (const id of await allIds(req, list)) expected.push(itemKey(list, id))
  const held = await heldKeys(payload.db.drizzle)
  const same = held.length === expected.length && expected.every((key) => held.includes(key))
  if (!same) await rebuildRecommenderIndex(payload)
}
