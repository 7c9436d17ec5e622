import type { CollectionBeforeDeleteHook } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { changeRefusal } from '@/lib/validation/refusal'

/** A package that was ordered stays: its orders are members' and bookkeeping records (unpublish it instead). */
export const keepOrderedPackage: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'orders',
    where: { package: { equals: id } },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0)
    throw changeRefusal(translatorFor(requestLocale(req))('orders.errors.packageOrdered'), 409)
}
