'use client'

import dynamic from 'next/dynamic'

import { useSignedIn } from '@/components/auth/useSignedIn'

// The link and its polling come with the session's answer, never with a visitor's page.
const HeaderMessagesLink = dynamic(
  () => import('./HeaderUnread').then((module) => module.HeaderMessagesLink),
  {
    ssr: false,
    loading: () => <span aria-hidden className="inline-block size-10 max-sm:hidden" />,
  },
)

/**
 * The header's "Messages" link with its unread count, for a signed-in member only: the page is
 * the same cached one for everyone, so who is signed in is asked by the browser (useSignedIn) and
 * a visitor's browser asks nothing more. Phones have it in their menu instead (MobileMenu).
 */
export function MessagesLink() {
  return useSignedIn() ? <HeaderMessagesLink /> : null
}
