import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { refreshLowestPrice } from '@/lib/catalogue/lowestPrice'
import { indexDocument } from '@/lib/recommender/indexing'
import { indexCoach } from '@/lib/search/indexCoach'

const coachIdOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object'
      ? ((value as { id?: number }).id ?? null)
      : null

const refresh = async (req: PayloadRequest, coachId: number | null) => {
  if (coachId === null) return
  await refreshLowestPrice(req, coachId)
  await indexCoach(req, coachId)
  await indexDocument(req, 'coaches', coachId)
}

/** A package's price or coach changed: the coach's lowest price, search row and recommender item (and its old coach's) follow. */
export const refreshCoachLowestPrice = {
  afterChange: (async ({ context, doc, previousDoc, req }) => {
    if (context.skipSearchIndex) return doc
    await refresh(req, coachIdOf(doc.coach))
    const before = coachIdOf(previousDoc?.coach)
    if (before !== null && before !== coachIdOf(doc.coach)) await refresh(req, before)
    return doc
  }) satisfies CollectionAfterChangeHook,
  afterDelete: (async ({ doc, req }) => {
    await refresh(req, coachIdOf(doc.coach))
  }) satisfies CollectionAfterDeleteHook,
}
