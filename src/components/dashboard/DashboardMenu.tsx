'use client'

import { ChevronDown } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { LogoutButton } from '@/components/auth/LogoutButton'
import { Link, usePathname } from '@/i18n/navigation'

import { currentEntry, type MenuItem, menuEntries } from './menu'

const item = 'flex items-center gap-2 rounded-lg px-3 py-2 font-medium hover:bg-bg-muted'

// The unread count polls: it comes after the page, with the library that asks for it.
const MenuUnreadBadge = dynamic(
  () => import('@/components/messages/MenuUnreadBadge').then((module) => module.MenuUnreadBadge),
  { ssr: false },
)

/**
 * The member's dashboard menu (`items`, see menuFor) with the current page marked; entries not
 * usable yet say what they need; "Messages" says how many wait unread. On phones it is folded
 * behind a button naming the current page, so the page itself comes first.
 */
export function DashboardMenu({ label, items }: { label: string; items: MenuItem[] }) {
  const t = useTranslations('dashboard')
  const pathname = usePathname()
  // Open for the page it was opened on: following a link folds it again.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const here = currentEntry(items, pathname)
  return (
    <nav aria-label={label} className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="dashboard-menu"
        onClick={() => setOpenOn(open ? null : pathname)}
        className="flex w-full items-center justify-between gap-2 rounded-lg border border-line bg-bg-elevated px-3 py-2 font-medium md:hidden"
      >
        <span className="min-w-0 truncate">
          {label}
          {here && <span className="font-normal text-fg-muted"> · {t(`menu.${here}`)}</span>}
        </span>
        <ChevronDown
          aria-hidden
          className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul id="dashboard-menu" className={`mt-2 space-y-0.5 md:mt-0 ${open ? '' : 'max-md:hidden'}`}>
        {items.map(({ key, needs }) => {
          const { href, Icon } = menuEntries[key]
          const current = key === here
          const hintId = needs ? `menu-hint-${key}` : undefined
          return (
            <li key={key}>
              <Link
                href={href}
                // A dozen account pages prefetched at every visit (and again after each action)
                // crowd the connection a sign-out's own navigation needs; they load on hover.
                prefetch={false}
                aria-current={current ? 'page' : undefined}
                aria-describedby={hintId}
                className={`${item} ${current ? 'bg-brand-soft text-brand' : ''}`}
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                <span className="min-w-0">
                  {t(`menu.${key}`)}
                  {key === 'messages' && <MenuUnreadBadge />}
                  {needs && (
                    <span id={hintId} className="block text-xs font-normal text-fg-muted">
                      {t(`needs.${needs}`)}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          )
        })}
        <li>
          <LogoutButton className={`${item} w-full text-left`} />
        </li>
      </ul>
    </nav>
  )
}
