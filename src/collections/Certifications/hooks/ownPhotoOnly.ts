import type { Validate } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'

const idOf = (value: unknown): number | string | null =>
  value && typeof value === 'object' && 'id' in value
    ? (value as { id: number | string }).id
    : ((value as number | string | null | undefined) ?? null)

/**
 * An application may only show its own member's photo: document ids are sequential, and a
 * reviewer would otherwise take someone else's ID as proof. Checked on every save, whoever sends it.
 */
export const ownPhotoOnly: Validate = async (value, { req, data }) => {
  const photo = idOf(value)
  if (photo === null) return true
  const owner = idOf((data as { owner?: unknown }).owner) ?? req.user?.id ?? null
  const document = await req.payload
    .findByID({
      collection: 'certification-documents',
      id: photo,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  if (document && owner !== null && String(idOf(document.owner)) === String(owner)) return true
  return translatorFor(requestLocale(req))('certify.errors.notYourPhoto')
}
