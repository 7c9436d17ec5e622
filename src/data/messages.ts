import { sql } from '@payloadcms/db-postgres'
import { unstable_cache } from 'next/cache'
import { createLocalReq, type PayloadRequest, type Where } from 'payload'

import { getPayloadClient } from '@/data/payload'
import type { AppLocale } from '@/i18n/locales'
import { personalName } from '@/lib/accounts/displayName'
import { coachProfilesOf } from '@/lib/booking/coachProfiles'
import { cacheTags } from '@/lib/cache/tags'
import { relationId } from '@/lib/db/relationId'
import { rowsOf } from '@/lib/db/rows'
import { type Side, sideOf } from '@/lib/messages/parties'
import { unreadByConversation } from '@/lib/messages/unread'
import type {
  Application,
  Booking,
  Coach,
  Conversation,
  Job,
  Message,
  Offering,
  Organisation,
  User,
} from '@/payload-types'

/** Conversations on one page of the inbox. */
export const INBOX_PAGE_SIZE = 30
/**
 * Messages a thread shows at first: as many as each of its polls and "Load earlier" reads over REST
 * (THREAD_PAGE_SIZE in components/messages/threadMessages.ts; REST pages hold at most 100).
 */
const THREAD_PAGE_SIZE = 50

/**
 * Whether a coach can be written to: content staff linked the profile to the coach's own account,
 * which answers. Only the yes or no leaves here, never the account. Cached with the coaches, which
 * a change of the link expires.
 */
export const coachAnswersMessages = (coachId: number): Promise<boolean> =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      // The link is staff's field, hidden from the public: read as the system.
      const coach = await payload.findByID({
        collection: 'coaches',
        id: coachId,
        depth: 0,
        draft: false,
        select: { account: true },
        overrideAccess: true,
        disableErrors: true,
      })
      return coach?.account != null
    },
    ['coach-answers-messages', String(coachId)],
    { tags: [cacheTags.coaches] },
  )()

/** Who the member talks to in a conversation: a coach, an organisation, or (for those two) a student. */
export type ConversationPartner = {
  kind: 'coach' | 'organisation' | 'student'
  /** Null when the name cannot be shown (a student without one, a profile taken off the site). */
  name: string | null
}

/** What a conversation was started from, with what the member may read of it. */
export type ConversationAbout =
  | { kind: 'booking'; startsAt: string | null }
  | { kind: 'application' | 'offering' | 'job'; title: string | null }
  | null

/** One conversation as the inbox lists it. */
export type InboxEntry = {
  id: number
  partner: ConversationPartner
  about: ConversationAbout
  /** The latest message: its first line, whether the member sent it, its files, its time. */
  last: { line: string | null; mine: boolean; files: number; at: string } | null
  unread: number
  blocked: boolean
}

export type Inbox = { entries: InboxEntry[]; page: number; totalPages: number }

/** The member's own request, as the party rules judge it (which coach profile the account runs). */
const requestOf = async (user: User): Promise<PayloadRequest> =>
  Object.assign(await createLocalReq({ user }, await getPayloadClient()), { user })

/**
 * The conversations the member takes part in, as a query: as their student, as the owner of the
 * organisation written to, or as the account of the coach profile it runs. The collection's rule
 * also lets admins read reported conversations, which are not theirs to answer here.
 */
const ownConversations = (user: User, coaches: number[]): Where => ({
  or: [
    { student: { equals: user.id } },
    { organisationOwner: { equals: user.id } },
    ...(coaches.length ? [{ coach: { in: coaches } }] : []),
  ],
})

const conversationSelect = {
  student: true,
  coach: true,
  organisation: true,
  organisationOwner: true,
  about: true,
  lastMessageAt: true,
  blockedBy: true,
  reportedAt: true,
  reportedBy: true,
  createdAt: true,
} as const

// Depth 2: an application's programme or job gives its title. Each relation reads only what is shown.
const conversationPopulate = {
  users: { firstName: true, lastName: true },
  coaches: { name: true },
  organisations: { name: true },
  bookings: { startsAt: true },
  applications: { offering: true, job: true },
  offerings: { title: true },
  jobs: { title: true },
} as const

const titleOf = (listing: unknown) =>
  typeof listing === 'object' && listing ? (listing as Offering | Job).title || null : null

function aboutOf(conversation: Conversation): ConversationAbout {
  const { booking, application, offering, job } = conversation.about ?? {}
  if (booking != null)
    return {
      kind: 'booking',
      startsAt: typeof booking === 'object' ? ((booking as Booking).startsAt ?? null) : null,
    }
  if (application != null) {
    const read = typeof application === 'object' ? (application as Application) : null
    return { kind: 'application', title: titleOf(read?.offering) ?? titleOf(read?.job) }
  }
  if (offering != null) return { kind: 'offering', title: titleOf(offering) }
  if (job != null) return { kind: 'job', title: titleOf(job) }
  return null
}

/**
 * The names of these students, for the coach or organisation they write with. Read as the system:
 * an account is readable only by itself, and the other party sees the name as it does on the
 * student's sessions and applications (and in the mails about new messages).
 */
async function studentNames(ids: number[]): Promise<Map<number, string | null>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: unique } },
    depth: 0,
    limit: unique.length,
    pagination: false,
    select: { firstName: true, lastName: true },
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.id, personalName(doc)]))
}

function partnerOf(
  conversation: Conversation,
  side: Side,
  students: Map<number, string | null>,
): ConversationPartner {
  if (side === 'other')
    return { kind: 'student', name: students.get(relationId(conversation.student)) ?? null }
  if (conversation.coach != null)
    return {
      kind: 'coach',
      name: typeof conversation.coach === 'object' ? (conversation.coach as Coach).name : null,
    }
  const organisation = conversation.organisation
  return {
    kind: 'organisation',
    name:
      typeof organisation === 'object' && organisation ? (organisation as Organisation).name : null,
  }
}

/** The member's side: the student's, else the coach's or organisation's (the query kept only theirs). */
const sideIn = (conversation: Conversation, user: User): Side =>
  relationId(conversation.student) === user.id ? 'student' : 'other'

type LastRow = {
  conversation: number
  body: string | null
  sender: number | null
  files: number
  at: string | Date
}

/**
 * The latest message of each of these conversations, in one statement. The ids are conversations
 * the member was just allowed to read (read as the member), so the rows are theirs too.
 */
async function latestMessages(ids: number[]): Promise<Map<number, LastRow>> {
  if (!ids.length) return new Map()
  const payload = await getPayloadClient()
  const rows = await rowsOf<LastRow>(
    payload.db.drizzle,
    sql`
    SELECT c.id AS conversation, newest.body, newest.sender_id AS sender,
      newest.created_at AS at,
      (SELECT count(*)::int FROM messages_rels r
        WHERE r.parent_id = newest.id AND r.path = 'attachments') AS files
    FROM unnest(${`{${ids.join(',')}}`}::int[]) AS c(id)
    CROSS JOIN LATERAL (
      SELECT m.id, m.body, m.sender_id, m.created_at FROM messages m
      WHERE m.conversation_id = c.id
      ORDER BY m.created_at DESC, m.id DESC LIMIT 1
    ) newest`,
  )
  return new Map(rows.map((row) => [row.conversation, row]))
}

/** A message's first line with words in it, for a one-line preview. */
const firstLine = (body: string | null) =>
  body
    ?.split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 200) ?? null

/**
 * /user/messages: the member's conversations (as a student, the account of a coach profile or an
 * organisation's owner), the latest activity first, a page at a time, each with the other party,
 * what it is about, its latest message and how many messages wait unread. Read as the member, per
 * request; a conversation without a message yet (a question that was refused) is left out.
 */
export async function myInbox(user: User, locale: AppLocale, page = 1): Promise<Inbox> {
  const payload = await getPayloadClient()
  const coaches = await coachProfilesOf(await requestOf(user))
  const found = await payload.find({
    collection: 'conversations',
    where: { and: [ownConversations(user, coaches), { lastMessageAt: { exists: true } }] },
    sort: ['-lastMessageAt', '-id'],
    limit: INBOX_PAGE_SIZE,
    page,
    depth: 2,
    locale,
    select: conversationSelect,
    populate: conversationPopulate,
    user,
    overrideAccess: false,
  })
  const conversations = found.docs as Conversation[]
  const ids = conversations.map((conversation) => conversation.id)
  const [unread, latest, students] = await Promise.all([
    unreadByConversation(payload.db.drizzle, user.id, coaches),
    latestMessages(ids),
    studentNames(
      conversations
        .filter((conversation) => sideIn(conversation, user) === 'other')
        .map((conversation) => relationId(conversation.student)),
    ),
  ])
  return {
    page: found.page ?? page,
    totalPages: found.totalPages,
    entries: conversations.map((conversation) => {
      const last = latest.get(conversation.id)
      return {
        id: conversation.id,
        partner: partnerOf(conversation, sideIn(conversation, user), students),
        about: aboutOf(conversation),
        last: last
          ? {
              line: firstLine(last.body),
              mine: last.sender === user.id,
              files: last.files,
              at: new Date(last.at).toISOString(),
            }
          : null,
        unread: unread.get(conversation.id) ?? 0,
        blocked: Boolean(conversation.blockedBy),
      }
    }),
  }
}

/** The fields of a message a thread shows, and its files (their URLs are checked on each opening). */
export const threadMessageSelect = {
  body: true,
  sender: true,
  attachments: true,
  clientId: true,
  createdAt: true,
} as const

/** One conversation as its page shows it. */
export type ConversationThread = {
  id: number
  /** The member's account: their own messages are told apart by it. */
  me: number
  side: Side
  partner: ConversationPartner
  about: ConversationAbout
  /** Who blocked it, as the member sees it; null while messages can be sent. */
  blocked: 'me' | 'them' | null
  /** When the member reported it (null: not by them). */
  reportedAt: string | null
  /** The latest messages, oldest first. */
  messages: Message[]
  /** Earlier messages exist beyond those. */
  hasEarlier: boolean
}

/**
 * /user/messages/{id}: the conversation and its latest messages, read as the member; null when
 * they take no part in it (an admin reading a reported one does so in the admin panel).
 */
export async function myConversation(
  user: User,
  id: number,
  locale: AppLocale,
): Promise<ConversationThread | null> {
  const payload = await getPayloadClient()
  const conversation = (await payload.findByID({
    collection: 'conversations',
    id,
    depth: 2,
    locale,
    select: conversationSelect,
    populate: conversationPopulate,
    user,
    overrideAccess: false,
    disableErrors: true,
  })) as Conversation | null
  if (!conversation) return null
  const side = await sideOf(await requestOf(user), conversation)
  if (!side) return null
  const [messages, students] = await Promise.all([
    payload.find({
      collection: 'messages',
      where: { conversation: { equals: id } },
      sort: '-createdAt',
      limit: THREAD_PAGE_SIZE,
      depth: 1,
      select: threadMessageSelect,
      // The sender is the member's own account or an id: nothing of it is shown.
      populate: { users: { firstName: true } },
      user,
      overrideAccess: false,
    }),
    side === 'other' ? studentNames([relationId(conversation.student)]) : new Map(),
  ])
  const reportedByMe =
    conversation.reportedAt && conversation.reportedBy != null
      ? relationId(conversation.reportedBy) === user.id
      : false
  return {
    id,
    me: user.id,
    side,
    partner: partnerOf(conversation, side, students),
    about: aboutOf(conversation),
    blocked: conversation.blockedBy ? (conversation.blockedBy === side ? 'me' : 'them') : null,
    reportedAt: reportedByMe ? (conversation.reportedAt ?? null) : null,
    messages: [...(messages.docs as Message[])].reverse(),
    hasEarlier: messages.hasNextPage,
  }
}
