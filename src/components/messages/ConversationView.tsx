'use client'

import { RotateCw, Trash2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import useSWR, { mutate as refreshShared } from 'swr'

import { markConversationRead, sendMessage } from '@/actions/messages'
import { fetchOrFail } from '@/components/browser/clientFailure'
import { swrOptions } from '@/components/browser/swr'
import { useRouter } from '@/i18n/navigation'
import { type ActionFailure, failureMessages, messageValues } from '@/lib/actions/result'
import type { Message } from '@/payload-types'

import { Composer, type Outgoing } from './Composer'
import { MessageItem } from './MessageItem'
import {
  mergeMessages,
  messagesUrl,
  newClientId,
  type ThreadMessage,
  threadMessageOf,
} from './threadMessages'
import { UNREAD_KEY } from './useUnreadCount'

/** How often the thread asks for new messages while the tab is visible. */
const POLL_MS = 5000

/** A message the member sent that is not stored yet: on its way, or refused (with why). */
type Pending = Outgoing & {
  clientId: string
  state: 'sending' | 'failed'
  reason: string | null
}

/** The field messages a refused message can come back with (`messages.errors`). */
const fieldErrors = new Set(['badCharacters', 'tooLong', 'attachment', 'tooManyFiles', 'empty'])

type Props = {
  id: number
  /** The member's account: their messages are theirs by it. */
  me: number
  /** The other party's name, as the page's title says it. */
  partner: string
  /** The latest messages, oldest first, as the server read them for the page. */
  initial: ThreadMessage[]
  hasEarlier: boolean
  /** Who blocked the conversation, if either side did: no message can be sent then. */
  blocked: 'me' | 'them' | null
}

/**
 * A conversation's messages and its composer. New messages are asked for every 5 s while the tab
 * is visible and when the member comes back to it (swr), said to screen readers as they arrive,
 * and marked read while the member has the page in view. What the member sends shows at once;
 * sends go one after another (a burst keeps its order), each with its own id so that a retry is
 * stored once; one that fails says why, and can be sent again or discarded.
 */
export function ConversationView({ id, me, partner, initial, hasEarlier, blocked }: Props) {
  const t = useTranslations('messages')
  const words = useTranslations()
  const router = useRouter()
  // Each opening of the page starts from the server's read, not from an earlier visit's cache.
  const [opening] = useState(newClientId)
  // Every message read so far: polls bring the latest page, "Load earlier" the ones before.
  const known = useRef(initial)
  const [announcement, setAnnouncement] = useState('')
  const [earlier, setEarlier] = useState<{ more: boolean; state: 'idle' | 'loading' | 'failed' }>({
    more: hasEarlier,
    state: 'idle',
  })
  const [pending, setPending] = useState<Pending[]>([])
  const queue = useRef<Promise<void>>(Promise.resolve())
  // After a failed send, those already queued behind it wait too, rather than overtake it.
  const halted = useRef(false)
  const scroller = useRef<HTMLDivElement>(null)
  // Whether the list is scrolled to its newest message: new ones then keep it there.
  const pinned = useRef(true)
  // The list's height before earlier messages were put above, to keep the view where it was.
  const heightBefore = useRef<number | null>(null)
  const marked = useRef(0)

  const read = async (before?: number) => {
    const response = await fetchOrFail(messagesUrl(id, before), {
      credentials: 'same-origin',
      cache: 'no-store',
    })
    const body = (await response.json()) as { docs?: Message[]; hasNextPage?: boolean }
    return {
      messages: (body.docs ?? []).map((doc) => threadMessageOf(doc, me)),
      more: Boolean(body.hasNextPage),
    }
  }

  const previewOf = (message: ThreadMessage) =>
    message.body?.split('\n').find((line) => line.trim()) ??
    t('inbox.files', { count: message.attachments.length })

  const { data: messages = initial, mutate } = useSWR(
    ['conversation-messages', id, opening],
    async () => {
      const { messages: latest } = await read()
      const seen = new Set(known.current.map((message) => message.id))
      const arrived = latest.filter((message) => !message.mine && !seen.has(message.id))
      known.current = mergeMessages(known.current, latest)
      if (arrived.length)
        setAnnouncement(
          arrived.length === 1
            ? t('thread.newMessage', { name: partner, text: previewOf(arrived[0]!) })
            : t('thread.newMessages', { count: arrived.length, name: partner }),
        )
      return known.current
    },
    {
      ...swrOptions,
      fallbackData: initial,
      revalidateOnMount: false,
      refreshInterval: POLL_MS,
      revalidateOnFocus: true,
    },
  )

  const stored = new Set(messages.filter((message) => message.mine).map((m) => m.clientId))
  const waiting = pending.filter((message) => !stored.has(message.clientId))
  const newestTheirs = messages.reduce(
    (newest, message) => (message.mine ? newest : Math.max(newest, message.id)),
    0,
  )

  // Read while in view: at the opening, as new messages come, and when the member comes back.
  useEffect(() => {
    const mark = () => {
      if (document.visibilityState !== 'visible' || newestTheirs <= marked.current) return
      marked.current = newestTheirs
      markConversationRead({ id }).then(
        (result) => {
          if (result.ok) void refreshShared(UNREAD_KEY)
        },
        () => {
          // Not marked (no answer): the next message or visit tries again.
          marked.current = 0
        },
      )
    }
    mark()
    document.addEventListener('visibilitychange', mark)
    return () => document.removeEventListener('visibilitychange', mark)
  }, [id, newestTheirs])

  // Keeps the newest message in view as messages come, unless the member scrolled up to read;
  // earlier messages put above keep the view where it was.
  useLayoutEffect(() => {
    const list = scroller.current
    if (!list) return
    if (heightBefore.current !== null) {
      list.scrollTop += list.scrollHeight - heightBefore.current
      heightBefore.current = null
    } else if (pinned.current) list.scrollTop = list.scrollHeight
  }, [messages, waiting.length])

  const wordFailure = (failure: ActionFailure | { ok: false; error: 'network' }): string => {
    if (failure.error === 'invalid') {
      const key = Object.values(failure.fields)[0]
      return key && fieldErrors.has(key)
        ? t(`errors.${key}` as 'errors.empty')
        : words(failureMessages.failure)
    }
    if (failure.error === 'failure' && failure.reason) return failure.reason
    return words(
      failureMessages[failure.error],
      (failure.error === 'network' ? {} : messageValues(failure)) as never,
    )
  }

  const settle = (clientId: string, change: Partial<Pending> | null) =>
    setPending((list) =>
      change
        ? list.map((message) =>
            message.clientId === clientId ? { ...message, ...change } : message,
          )
        : list.filter((message) => message.clientId !== clientId),
    )

  const deliver = async (message: Pending) => {
    if (halted.current) return settle(message.clientId, { state: 'failed', reason: null })
    let result: Awaited<ReturnType<typeof sendMessage>> | { ok: false; error: 'network' }
    try {
      result = await sendMessage({
        conversation: id,
        body: message.body || undefined,
        attachments: message.attachments.map((file) => file.id),
        clientId: message.clientId,
      })
    } catch {
      result = { ok: false, error: 'network' }
    }
    if (result.ok) {
      // The stored message takes its place.
      await mutate().catch(() => undefined)
      settle(message.clientId, null)
      setAnnouncement(t('thread.sentAnnouncement'))
      return
    }
    halted.current = true
    settle(message.clientId, { state: 'failed', reason: wordFailure(result) })
    // Refused by the server (blocked meanwhile, for one): the page says how things stand now.
    if (result.error === 'failure') router.refresh()
  }

  /** Shows the message at once and sends it after those before it; again with its id on a retry. */
  const send = (message: Outgoing, clientId = newClientId()) => {
    halted.current = false
    pinned.current = true
    const next: Pending = { ...message, clientId, state: 'sending', reason: null }
    setPending((list) =>
      list.some((item) => item.clientId === clientId)
        ? list.map((item) => (item.clientId === clientId ? next : item))
        : [...list, next],
    )
    queue.current = queue.current.then(() => deliver(next))
  }

  const loadEarlier = async () => {
    const oldest = known.current[0]
    if (!oldest) return
    setEarlier({ more: true, state: 'loading' })
    try {
      const { messages: older, more } = await read(oldest.id)
      heightBefore.current = scroller.current?.scrollHeight ?? null
      known.current = mergeMessages(known.current, older)
      await mutate(known.current, { revalidate: false })
      setEarlier({ more, state: 'idle' })
      // The button is gone with the last of them: the list keeps the focus.
      if (!more) scroller.current?.focus()
    } catch {
      setEarlier({ more: true, state: 'failed' })
    }
  }

  const sender = (mine: boolean) => (mine ? t('thread.you') : partner)
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only" data-testid="thread-announcement">
        {announcement}
      </p>
      <div
        ref={scroller}
        role="region"
        aria-label={t('thread.listLabel', { name: partner })}
        // Scrollable: reachable with the keyboard.
        tabIndex={0}
        onScroll={(event) => {
          const list = event.currentTarget
          pinned.current = list.scrollHeight - list.scrollTop - list.clientHeight < 64
        }}
        className="max-h-[min(60vh,40rem)] min-h-48 overflow-y-auto rounded-xl border border-line bg-bg p-3 sm:p-4"
        data-testid="thread"
      >
        {earlier.more && (
          <div className="mb-3 text-center">
            <button
              type="button"
              onClick={loadEarlier}
              disabled={earlier.state === 'loading'}
              className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand underline-offset-2 hover:underline disabled:opacity-60"
            >
              {earlier.state === 'loading' ? t('thread.loadingEarlier') : t('thread.loadEarlier')}
            </button>
            {earlier.state === 'failed' && (
              <p role="alert" className="text-sm text-danger">
                {t('thread.earlierFailed')}
              </p>
            )}
          </div>
        )}
        {messages.length === 0 && waiting.length === 0 ? (
          <p className="py-10 text-center text-fg-muted">{t('thread.empty')}</p>
        ) : (
          <ol className="space-y-3">
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                mine={message.mine}
                sender={sender(message.mine)}
                at={message.createdAt}
                body={message.body}
                attachments={message.attachments}
              />
            ))}
            {waiting.map((message) => (
              <MessageItem
                key={message.clientId}
                mine
                sender={sender(true)}
                at=""
                body={message.body || null}
                attachments={message.attachments}
                status={
                  message.state === 'sending' ? (
                    <span>{t('thread.sending')}</span>
                  ) : (
                    <span role="alert" className="font-medium text-danger">
                      {message.reason
                        ? t('thread.notSentReason', { reason: message.reason })
                        : t('thread.notSent')}
                    </span>
                  )
                }
              >
                {message.state === 'failed' && (
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      type="button"
                      onClick={() => send(message, message.clientId)}
                      className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-line bg-bg px-3 text-sm font-semibold hover:bg-bg-muted"
                    >
                      <RotateCw aria-hidden className="size-4" />
                      {t('thread.retry')}
                    </button>
                    <button
                      type="button"
                      onClick={() => settle(message.clientId, null)}
                      className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-line bg-bg px-3 text-sm font-semibold hover:bg-bg-muted"
                    >
                      <Trash2 aria-hidden className="size-4" />
                      {t('thread.discard')}
                    </button>
                  </div>
                )}
              </MessageItem>
            ))}
          </ol>
        )}
      </div>
      {blocked ? (
        <p className="rounded-xl border border-line bg-bg-muted p-4" data-testid="blocked-notice">
          {blocked === 'me'
            ? t('thread.blockedByMe')
            : t('thread.blockedByThem', { name: partner })}
        </p>
      ) : (
        <Composer conversation={id} onSend={send} />
      )}
    </div>
  )
}
