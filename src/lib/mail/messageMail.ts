import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest, TaskConfig } from 'payload'

import { defaultLocale, isLocale } from '@/i18n/locales'
import { personalName } from '@/lib/accounts/displayName'
import { relationId } from '@/lib/db/relationId'
import { drizzleFor } from '@/lib/db/transaction'
import { rowsOf } from '@/lib/db/rows'
import { translatorFor } from '@/lib/i18n/translate'
import type { Side } from '@/lib/messages/parties'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'
import type { Conversation } from '@/payload-types'

import { coachAccountOf } from './hostSide'
import { mailBrand } from './brand'
import { mailRetries, sendOnce } from './sendOnce'
import { staffAddress } from './staffAddress'

/** How long a message waits unread before its recipient is mailed. */
export const UNREAD_MAIL_AFTER_MINUTES = 10

/**
 * Claims the unread notice of one side of a conversation: true (and the notice marked sent) only
 * when a message from the other side has waited unread for ten minutes at `now` and this side was
 * not mailed since it last read. One statement, so of a burst's jobs exactly one claims it.
 */
export async function claimUnreadNotice(
  req: PayloadRequest,
  conversation: number,
  side: Side,
  now = new Date(),
): Promise<number> {
  const db = await drizzleFor(req)
  const waited = new Date(now.getTime() - UNREAD_MAIL_AFTER_MINUTES * 60_000 + 5_000).toISOString()
  const column = side === 'student' ? sql.raw('student') : sql.raw('other')
  const [row] = await rowsOf<{ unread: number }>(
    db,
    sql`
    WITH waiting AS (
      SELECT count(*)::int AS unread, min(m.created_at) AS oldest
      FROM messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE c.id = ${conversation}
        AND m.created_at > coalesce(c.${column}_read_at, '-infinity')
        AND (${side} = 'student') = (m.sender_id IS DISTINCT FROM c.student_id)
    )
    UPDATE conversations c SET ${column}_notified_at = ${now.toISOString()}
    FROM waiting
    WHERE c.id = ${conversation} AND waiting.unread > 0 AND waiting.oldest <= ${waited}
      AND coalesce(c.${column}_notified_at, '-infinity') <= coalesce(c.${column}_read_at, '-infinity')
    RETURNING waiting.unread`,
  )
  return row?.unread ?? 0
}

/** The account that reads `side` of a conversation, and the name the other side goes by. */
async function recipientOf(req: PayloadRequest, conversation: Conversation, side: Side) {
  const account =
    side === 'student'
      ? relationId(conversation.student)
      : conversation.organisationOwner
        ? relationId(conversation.organisationOwner)
        : conversation.coach
          ? (await coachAccountOf(req, relationId(conversation.coach)))?.id
          : undefined
  if (!account) return null
  return req.payload.findByID({
    collection: 'users',
    id: account,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
}

async function senderName(
  req: PayloadRequest,
  conversation: Conversation,
  side: Side,
  locale: 'en' | 'zh',
) {
  const t = translatorFor(locale)
  if (side === 'other') {
    const student = await req.payload.findByID({
      collection: 'users',
      id: relationId(conversation.student),
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    return (student && personalName(student)) || t('coaching.aStudent')
  }
  const from = conversation.coach
    ? await req.payload.findByID({
        collection: 'coaches',
        id: relationId(conversation.coach),
        locale,
        depth: 0,
        req,
        overrideAccess: true,
        disableErrors: true,
        select: { name: true },
      })
    : await req.payload.findByID({
        collection: 'organisations',
        id: relationId(conversation.organisation!),
        locale,
        depth: 0,
        req,
        overrideAccess: true,
        disableErrors: true,
        select: { name: true },
      })
  return from?.name ?? ''
}

/**
 * "New messages from …", in the recipient's language, ten minutes after a message that is still
 * unread: one per burst (the claim above), never the messages themselves (they stay in the portal).
 */
export const unreadMessagesMailTask: TaskConfig<'sendUnreadMessagesMail'> = {
  slug: 'sendUnreadMessagesMail',
  label: 'Tell a party of a conversation about unread messages',
  inputSchema: [
    { name: 'id', type: 'number', required: true },
    {
      name: 'side',
      type: 'select',
      options: ['student', 'other'].map((value) => ({ value, label: value })),
      required: true,
    },
  ],
  retries: mailRetries,
  handler: async ({ input, job, req }) => {
    const side = input.side as Side
    const conversation = await req.payload.findByID({
      collection: 'conversations',
      id: input.id,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!conversation) return { output: {} }
    const recipient = await recipientOf(req, conversation, side)
    if (!recipient) return { output: {} }
    const count = await claimUnreadNotice(req, conversation.id, side)
    if (!count) return { output: {} }
    const locale = isLocale(recipient.preferredLocale) ? recipient.preferredLocale : defaultLocale
    const t = translatorFor(locale)
    const values = {
      count,
      from: await senderName(req, conversation, side, locale),
      brand: await mailBrand(req.payload, locale, req),
      link: siteUrl() + localizedPath(`/user/messages/${conversation.id}`, locale),
    }
    await sendOnce(req.payload, `unread:job:${job.id}`, () =>
      req.payload.sendEmail({
        to: recipient.email,
        subject: t('mail.unreadMessages.subject', values),
        text: t('mail.unreadMessages.body', values),
      }),
    )
    return { output: {} }
  },
}

/** Staff read both languages: the report's notice is one bilingual text. */
const forStaff = translatorFor(defaultLocale)

/** A conversation reported by one of its parties: the staff inbox is told where to read it and why. */
export const conversationReportTask: TaskConfig<'sendConversationReport'> = {
  slug: 'sendConversationReport',
  label: 'Tell staff a conversation was reported',
  inputSchema: [{ name: 'id', type: 'number', required: true }],
  retries: mailRetries,
  handler: async ({ input, job, req }) => {
    const conversation = await req.payload.findByID({
      collection: 'conversations',
      id: input.id,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!conversation?.reportedAt) return { output: {} }
    const values = {
      reason: conversation.reportReason ?? '',
      link: `${siteUrl()}/admin/collections/conversations/${conversation.id}`,
    }
    const to = await staffAddress(req.payload)
    await sendOnce(req.payload, `report:job:${job.id}`, () =>
      req.payload.sendEmail({
        to,
        subject: forStaff('mail.conversationReportStaff.subject', values),
        text: forStaff('mail.conversationReportStaff.body', values),
      }),
    )
    return { output: {} }
  },
}
