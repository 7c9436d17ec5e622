import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/lib/db/relationId'
import { drizzleFor } from '@/lib/db/transaction'
import { queueJob } from '@/lib/jobs/tasks'
import { UNREAD_MAIL_AFTER_MINUTES } from '@/lib/mail/messageMail'
import { sideOf } from '@/lib/messages/parties'
import type { Message } from '@/payload-types'

/**
 * A message sent moves its conversation up the inbox and counts as read by its sender; the other
 * side is mailed if it is still unread ten minutes later (the mail job decides, once per burst).
 */
export const followMessage: CollectionAfterChangeHook<Message> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create') return doc
  const id = relationId(doc.conversation)
  const conversation = await req.payload.findByID({
    collection: 'conversations',
    id,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const side = await sideOf(req, conversation)
  const db = await drizzleFor(req)
  const at = doc.createdAt
  await db.execute(
    side === 'other'
      ? sql`UPDATE conversations SET last_message_at = ${at}, other_read_at = ${at} WHERE id = ${id}`
      : sql`UPDATE conversations SET last_message_at = ${at}, student_read_at = ${at} WHERE id = ${id}`,
  )
  await queueJob(
    req,
    'sendUnreadMessagesMail',
    { id, side: side === 'other' ? 'student' : 'other' },
    new Date(Date.now() + UNREAD_MAIL_AFTER_MINUTES * 60_000),
  )
  return doc
}
