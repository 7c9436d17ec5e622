import type { CollectionBeforeChangeHook } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import {
  isMembersChange,
  memberChangeIssues,
  profileMessage,
} from '@/lib/organisations/profileRules'
import { fieldRefusal } from '@/lib/validation/refusal'
import type { Organisation } from '@/payload-types'

/**
 * A member's change of their profile keeps it complete and well-formed on every door (forms, REST,
 * GraphQL): refused in the request's language otherwise. A passing core save is stamped
 * (`coreSavedAt`): the other sections wait for it.
 */
export const checkProfile: CollectionBeforeChangeHook<Organisation> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || !isMembersChange(req)) return data
  const { issues, coreSaved } = await memberChangeIssues(req, data, originalDoc)
  const locale = requestLocale(req)
  const refused = Object.entries(issues).map(([path, key]) => ({
    path,
    message: profileMessage(locale, key),
  }))
  if (refused.length > 0) throw fieldRefusal('organisations', refused)
  return coreSaved ? { ...data, coreSavedAt: new Date().toISOString() } : data
}
