import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/lib/db/relationId'
import { drizzleFor } from '@/lib/db/transaction'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { conversationToWriteIn } from '@/lib/messages/conversationFor'
import { changeRefusal } from '@/lib/validation/refusal'
import type { Message } from '@/payload-types'

/**
 * A message is sent by one of its conversation's parties, while neither blocked the other, with
 * a text or an attachment; its attachments are the sender's own, uploaded into this conversation
 * and not sent before. Messages of one conversation queue behind a lock on it, so they are stored
 * in the order they arrive and a message id already stored is refused (409) rather than stored twice.
 */
export const checkMessage: CollectionBeforeChangeHook<Message> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create' || !req.user) return data
  const t = translatorFor(requestLocale(req))
  const { conversation } = await conversationToWriteIn(req, data.conversation as number)
  const body = (data.body ?? '').trim()
  const attachments = (data.attachments ?? []).map((file) => relationId(file as number))
  if (!body && !attachments.length) throw changeRefusal(t('messages.errors.empty'), 400)

  const db = await drizzleFor(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('messages'), ${conversation.id})`)
  const { totalDocs: sent } = await req.payload.count({
    collection: 'messages',
    where: {
      conversation: { equals: conversation.id },
      sender: { equals: req.user.id },
      clientId: { equals: data.clientId ?? '' },
    },
    req,
    overrideAccess: true,
  })
  if (sent) throw changeRefusal(t('messages.errors.duplicate'), 409)
  if (attachments.length) {
    const { docs } = await req.payload.find({
      collection: 'message-attachments',
      where: { id: { in: attachments } },
      depth: 0,
      limit: attachments.length,
      req,
      overrideAccess: true,
    })
    const { totalDocs: used } = await req.payload.count({
      collection: 'messages',
      where: { attachments: { in: attachments } },
      req,
      overrideAccess: true,
    })
    const own = docs.every(
      (file) =>
        relationId(file.owner) === req.user!.id &&
        relationId(file.conversation) === conversation.id,
    )
    if (docs.length !== attachments.length || !own || used)
      throw changeRefusal(t('messages.errors.attachment'), 400)
  }
  return { ...data, body: body || null, sender: req.user.id }
}
