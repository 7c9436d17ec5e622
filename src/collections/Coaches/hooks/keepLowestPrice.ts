import type { CollectionBeforeChangeHook } from 'payload'

import { lowestPublishedPrice } from '@/lib/catalogue/lowestPrice'

/**
 * The lowest package price is derived data written beside the coach's versions: a save of the
 * coach (from a version that never held it) would otherwise put back an old value or none.
 */
export const keepLowestPrice: CollectionBeforeChangeHook = async ({
  context,
  data,
  originalDoc,
  req,
}) => {
  const id = originalDoc?.id as number | undefined
  if (id === undefined || context.skipSearchIndex) return data
  return { ...data, lowestPrice: await lowestPublishedPrice(req, id) }
}
