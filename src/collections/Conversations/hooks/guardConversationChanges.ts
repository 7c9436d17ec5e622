import type { CollectionBeforeChangeHook } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { queueJob } from '@/lib/jobs/tasks'
import { sideOf } from '@/lib/messages/parties'
import { changeRefusal } from '@/lib/validation/refusal'
import type { Conversation } from '@/payload-types'

/** What a party may change: blocking (its own block only) and a report to staff. */
const partyFields = new Set(['blockedBy', 'reportReason', 'id', 'createdAt', 'updatedAt'])

/**
 * A conversation's changes on every door. A party blocks the other (no new messages either way)
 * and lifts only its own block; it reports the conversation to staff once, with its reason (the
 * admins may then read it and are mailed). Everything else is kept by the messages' own hooks.
 * The system (reading marks, mail bookkeeping) writes as it needs.
 */
export const guardConversationChanges: CollectionBeforeChangeHook<Conversation> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || !req.user) return data
  const t = translatorFor(requestLocale(req))
  const side = await sideOf(req, originalDoc)
  const changed = Object.keys(data).filter(
    (key) =>
      data[key as keyof Conversation] !== undefined &&
      JSON.stringify(data[key as keyof Conversation]) !==
        JSON.stringify(originalDoc[key as keyof Conversation] ?? null),
  )
  if (!side || changed.some((key) => !partyFields.has(key)))
    throw changeRefusal(t('messages.errors.notParty'), 403)

  const next = { ...data }
  if (changed.includes('blockedBy')) {
    const blocking = data.blockedBy
    const mine = blocking === side || (blocking == null && originalDoc.blockedBy === side)
    if (!mine || (blocking && originalDoc.blockedBy))
      throw changeRefusal(t('messages.errors.blockedByOther'), 409)
  }
  if (changed.includes('reportReason')) {
    const reason = (data.reportReason ?? '').trim()
    if (originalDoc.reportedAt) throw changeRefusal(t('messages.errors.reportedAlready'), 409)
    if (!reason) throw changeRefusal(t('messages.errors.reportReason'), 400)
    Object.assign(next, {
      reportReason: reason,
      reportedAt: new Date().toISOString(),
      reportedBy: req.user.id,
    })
    await queueJob(req, 'sendConversationReport', { id: originalDoc.id })
  }
  return next
}
