import {
  commitTransaction,
  createLocalReq,
  getLocalI18n,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import type { AppLocale } from '@/i18n/locales'
import type { ListingKind } from '@/lib/organisations/roles'
import type { User } from '@/payload-types'

import type { ListingData } from './listingData'

type Save = {
  kind: ListingKind
  /** The listing to change; a new one when absent. */
  id?: number
  data: ListingData
  user: User
  /** The member's language: the collection's refusals are worded in it, whichever language is written. */
  locale: AppLocale
}

/**
 * Creates or changes a listing as its member (their access and the collection's rules apply), in
 * English and then in Chinese, in one transaction: a refusal of either write leaves nothing half
 * saved. Returns the listing's id; a refusal is thrown as the collection's ValidationError.
 */
export async function saveListing(
  payload: Payload,
  { kind, id, data, user, locale }: Save,
): Promise<number> {
  const i18n = await getLocalI18n({ config: payload.config, language: locale })
  const req = await createLocalReq({ user, req: { i18n } }, payload)
  const owned = await initTransaction(req)
  const asMember = { user, req, overrideAccess: false, depth: 0 } as const
  try {
    const english = { ...data.common, ...data.en } as never
    const saved =
      id === undefined
        ? await payload.create({ collection: kind, data: english, locale: 'en', ...asMember })
        : await payload.update({ collection: kind, id, data: english, locale: 'en', ...asMember })
    await payload.update({
      collection: kind,
      id: saved.id,
      data: data.zh as never,
      locale: 'zh',
      ...asMember,
    })
    if (owned) await commitTransaction(req)
    return saved.id
  } catch (error) {
    if (owned) await killTransaction(req)
    throw error
  }
}
