import type { CollectionAfterChangeHook } from 'payload'

import { recordConsent, withdrawConsent } from '@/lib/consent/record'
import { requestLocale } from '@/lib/i18n/requestLocale'
import type { User } from '@/payload-types'

/**
 * News by e-mail is the member's optional consent: turning the setting on (at /user/settings, or
 * any door) records it, turning it off dates its withdrawal. Both in the audit trail.
 */
export const recordNewsConsent: CollectionAfterChangeHook<User> = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  const before = operation === 'update' ? Boolean(previousDoc?.notifyNews) : false
  const now = Boolean(doc.notifyNews)
  if (before === now) return doc
  if (now)
    await recordConsent(req, { owner: doc.id, purpose: 'news-mail', locale: requestLocale(req) })
  else await withdrawConsent(req, doc.id, 'news-mail')
  return doc
}
