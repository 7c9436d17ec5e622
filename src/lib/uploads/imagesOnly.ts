import type { CollectionBeforeOperationHook } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { fieldRefusal } from '@/lib/validation/refusal'

import { imageProblem } from './imageCheck'

/**
 * Private uploads (ID photos, licences, avatars): at most 5 MB and a JPEG, PNG or WebP image by its
 * content, whatever its name or declared type says; checked before Payload reads or stores anything.
 */
export const imagesOnly: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if ((operation !== 'create' && operation !== 'update' && operation !== 'updateByID') || !req.file)
    return args
  const problem = await imageProblem(req.file.data, req.file.size)
  if (problem) {
    const t = translatorFor(requestLocale(req))
    throw fieldRefusal(collection.slug, [{ path: 'file', message: t(`uploads.${problem}`) }])
  }
  return args
}
