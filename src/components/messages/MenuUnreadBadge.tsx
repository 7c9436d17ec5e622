'use client'

import { useTranslations } from 'next-intl'

import { badgeNumber, countBadge } from './badge'
import { useUnreadCount } from './useUnreadCount'

/** The dashboard menu's count beside "Messages": the number shown, and said in words. */
export function MenuUnreadBadge() {
  const t = useTranslations('dashboard.menu')
  const unread = useUnreadCount()
  if (!unread) return null
  return (
    <>
      <span aria-hidden className={`${countBadge} ml-2 h-5 min-w-5 px-1 align-middle text-xs`}>
        {badgeNumber(unread)}
      </span>
      <span className="sr-only"> {t('unread', { count: unread })}</span>
    </>
  )
}
