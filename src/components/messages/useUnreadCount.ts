'use client'

import useSWR from 'swr'

import { swrOptions } from '@/components/browser/swr'

/** The signed-in account's unread messages (src/collections/Conversations/endpoints/unreadCount.ts). */
export const UNREAD_KEY = '/api/conversations/unread'

/** How often the count is asked again while the page is in view. */
const POLL_MS = 30_000

async function fetchUnread(url: string): Promise<number> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' })
  // Signed out meanwhile (401): nothing waits for this visitor.
  if (!response.ok) return 0
  const body = (await response.json()) as { unread?: unknown }
  return typeof body.unread === 'number' ? body.unread : 0
}

/**
 * How many messages wait unread for the member: asked when a badge mounts, every 30 s while the
 * tab is visible (swr pauses when it is hidden) and when the member comes back to it. Every badge
 * of the page shares one request; a thread read refreshes it (`mutate(UNREAD_KEY)`).
 */
export function useUnreadCount(): number {
  const { data } = useSWR(UNREAD_KEY, fetchUnread, {
    ...swrOptions,
    refreshInterval: POLL_MS,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  })
  return data ?? 0
}
