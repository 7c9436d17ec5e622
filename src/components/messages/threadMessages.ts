import { relationId } from '@/lib/db/relationId'
import { numberFormat } from '@/lib/intlFormatters'
import type { Message, MessageAttachment } from '@/payload-types'

/** A file sent with a message, as the thread links it (its URL is checked on each opening). */
export type ThreadAttachment = {
  id: number
  url: string
  filename: string
  mimeType: string
  filesize: number
  width: number | null
  height: number | null
}

/** A stored message as the thread shows it. */
export type ThreadMessage = {
  id: number
  body: string | null
  /** Sent by the member viewing the thread. */
  mine: boolean
  clientId: string
  createdAt: string
  attachments: ThreadAttachment[]
}

/**
 * The longest message, in characters: MESSAGE_TEXT_MAX of lib/messages/messageSchema, which is not
 * imported here because it would bring zod into the page.
 */
export const MESSAGE_MAX = 4000

/** How many messages one read brings: the first screen, each poll and each "Load earlier". */
export const THREAD_PAGE_SIZE = 50

/** A file as a thread links it; null when it was not readable (an id only) or has no file. */
export function attachmentOf(file: number | MessageAttachment): ThreadAttachment | null {
  if (typeof file !== 'object' || !file.url) return null
  return {
    id: file.id,
    url: file.url,
    filename: file.filename ?? '',
    mimeType: file.mimeType ?? '',
    filesize: file.filesize ?? 0,
    width: file.width ?? null,
    height: file.height ?? null,
  }
}

/** A message read over REST or the Local API (sender and files at depth 1), for the member `me`. */
export const threadMessageOf = (message: Message, me: number): ThreadMessage => ({
  id: message.id,
  body: message.body ?? null,
  mine: message.sender != null && relationId(message.sender) === me,
  clientId: message.clientId,
  createdAt: message.createdAt,
  attachments: (message.attachments ?? []).flatMap((file) => attachmentOf(file) ?? []),
})

const byTime = (a: ThreadMessage, b: ThreadMessage) =>
  a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1

/** The messages known so far with those just read, each once, oldest first. */
export function mergeMessages(known: ThreadMessage[], read: ThreadMessage[]): ThreadMessage[] {
  const byId = new Map(known.map((message) => [message.id, message]))
  for (const message of read) byId.set(message.id, message)
  return [...byId.values()].sort(byTime)
}

/**
 * The REST read of a conversation's latest messages (before message `before`, when given), newest
 * first as the server pages them: the same fields as the page's first read, with the session.
 */
export function messagesUrl(conversation: number, before?: number) {
  const query = new URLSearchParams({
    'where[conversation][equals]': String(conversation),
    sort: '-createdAt',
    limit: String(THREAD_PAGE_SIZE),
    depth: '1',
    'select[body]': 'true',
    'select[sender]': 'true',
    'select[attachments]': 'true',
    'select[clientId]': 'true',
    'select[createdAt]': 'true',
    // The sender is the member's own account or an id: nothing of it is shown.
    'populate[users][firstName]': 'true',
  })
  if (before !== undefined) query.set('where[id][less_than]', String(before))
  return `/api/messages?${query}`
}

/** The file types the composer takes, as the server judges them (by content, ≤ 10 MB each). */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp']
/** At most this many files go with one message. */
export const MAX_ATTACHMENTS = 3

/** The short name of a file's type for `messages.thread.fileType`. */
export const fileTypeOf = (mimeType: string) =>
  mimeType === 'application/pdf'
    ? 'pdf'
    : mimeType === 'image/jpeg'
      ? 'jpeg'
      : mimeType === 'image/png'
        ? 'png'
        : mimeType === 'image/webp'
          ? 'webp'
          : 'other'

/** A file's size in the page's language ("1.2 MB", "340 kB"). */
export function fileSize(bytes: number, locale: string) {
  const mb = bytes >= 1_000_000
  return numberFormat(locale, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(Math.max(mb ? bytes / 1_000_000 : bytes / 1000, mb ? 0 : 1))
}

/**
 * A new id for a message the member sends, kept across its retries so it is stored once: 32 hex
 * characters from the browser's random source (randomUUID needs a secure context; this does not).
 */
export function newClientId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
