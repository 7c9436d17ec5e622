'use client'

import { MessagesSquare } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

import { badgeNumber, countBadge } from './badge'
import { useUnreadCount } from './useUnreadCount'

/** The small count on a header icon (its link or button says the number in words). */
const cornerBadge = `${countBadge} absolute -right-0.5 -top-0.5 h-5 min-w-5 px-1 text-xs`

/**
 * The header's "Messages" link for a signed-in member, with the unread count on it ("Messages, 3
 * unread" for screen readers). Loaded only once the session says someone is signed in, so that
 * visitors' pages carry neither it nor the polling library.
 */
export function HeaderMessagesLink() {
  const t = useTranslations('header')
  const unread = useUnreadCount()
  return (
    <Link
      href="/user/messages"
      aria-label={unread ? t('messagesUnread', { count: unread }) : t('messages')}
      data-testid="header-messages"
      className="relative inline-flex size-10 items-center justify-center rounded-full text-fg-muted transition-colors hover:bg-bg-muted hover:text-fg max-sm:hidden"
    >
      <MessagesSquare aria-hidden className="size-5" />
      {unread > 0 && (
        <span aria-hidden className={cornerBadge}>
          {badgeNumber(unread)}
        </span>
      )}
    </Link>
  )
}

/** The phone menu's "Messages" entry, with the same count. */
export function MobileMessagesLink() {
  const t = useTranslations('header')
  const unread = useUnreadCount()
  return (
    <Link
      href="/user/messages"
      aria-label={unread ? t('messagesUnread', { count: unread }) : undefined}
      className="flex items-center gap-2 rounded-lg px-3 py-3 text-base font-medium hover:bg-bg-muted"
    >
      <MessagesSquare aria-hidden className="size-5 text-fg-muted" />
      {t('messages')}
      {unread > 0 && (
        <span aria-hidden className={`${countBadge} ml-auto h-6 min-w-6 px-1.5 text-sm`}>
          {badgeNumber(unread)}
        </span>
      )}
    </Link>
  )
}

/**
 * A dot on the phone menu's button while messages wait (the menu's entry says how many); wider
 * screens show the header's link instead.
 */
export function MenuButtonUnreadDot() {
  const unread = useUnreadCount()
  if (!unread) return null
  return (
    <span
      aria-hidden
      data-testid="menu-unread-dot"
      className="absolute right-1.5 top-1.5 size-2.5 rounded-full bg-danger ring-2 ring-bg sm:hidden"
    />
  )
}
