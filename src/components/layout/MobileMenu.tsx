'use client'

import { ChevronDown, CircleUserRound, Menu, X } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { useSignedIn } from '@/components/auth/useSignedIn'
import { useConsultation } from '@/components/leads/ConsultationDialog'
import { buttonClass } from '@/components/ui/buttonStyles'
import { Link, usePathname } from '@/i18n/navigation'

import { isExternal } from './navHref'

// A signed-in member's messages entry and the dot on the button poll the unread count: loaded only
// for them, never with a visitor's page.
const MobileMessagesLink = dynamic(
  () => import('@/components/messages/HeaderUnread').then((module) => module.MobileMessagesLink),
  { ssr: false },
)
const MenuButtonUnreadDot = dynamic(
  () => import('@/components/messages/HeaderUnread').then((module) => module.MenuButtonUnreadDot),
  { ssr: false },
)

type Item = { label: string; href: string }
export type MenuGroup = { title: string; links: Item[] }

const itemClass = 'block rounded-lg px-3 py-3 text-base font-medium hover:bg-bg-muted'

function MenuLink({ item, className = itemClass }: { item: Item; className?: string }) {
  return isExternal(item.href) ? (
    <a href={item.href} className={className}>
      {item.label}
    </a>
  ) : (
    <Link href={item.href} className={className}>
      {item.label}
    </Link>
  )
}

/** A group of further links behind a disclosure button, closed until asked for. */
function MenuGroupSection({ group }: { group: MenuGroup }) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-base font-medium hover:bg-bg-muted"
      >
        {group.title}
        <ChevronDown
          aria-hidden
          className={`size-5 text-fg-muted transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
      <ul id={listId} hidden={!expanded} className="mb-1 ml-3 border-l border-line pl-2">
        {group.links.map((link) => (
          <li key={link.href}>
            <MenuLink
              item={link}
              className="block rounded-lg px-3 py-2.5 text-sm text-fg-muted hover:bg-bg-muted hover:text-fg"
            />
          </li>
        ))}
      </ul>
    </li>
  )
}

/**
 * The phone menu: a disclosure button and a panel over a dimmed page, with the main links, the
 * footer's groups as expandable submenus, a signed-in member's messages (a dot on the button while
 * some wait unread) and account link, and the consultation booking. Esc or a tap on the dimmed
 * page closes it and puts focus back on the button; navigating closes it too.
 */
export function MobileMenu({ items, groups = [] }: { items: Item[]; groups?: MenuGroup[] }) {
  const t = useTranslations('a11y')
  const header = useTranslations('header')
  const consultation = useTranslations('consultation')
  const signedIn = Boolean(useSignedIn())
  const { open: openBooking, prepare } = useConsultation()
  const [open, setOpen] = useState(false)
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const pathname = usePathname()
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  // Navigating elsewhere closes the menu.
  const visible = open && openedAt === pathname

  const close = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])

  useEffect(() => {
    if (!visible) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [visible, close])

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={visible}
        aria-controls={visible ? panelId : undefined}
        aria-label={visible ? t('closeMenu') : t('openMenu')}
        onClick={() => {
          setOpen(!visible)
          setOpenedAt(pathname)
        }}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-fg hover:bg-bg-muted"
      >
        {visible ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        {signedIn && !visible && <MenuButtonUnreadDot />}
      </button>
      {visible &&
        // In <body>, under the header: the header's backdrop filter would make a fixed child
        // cover the header alone. A pointer-only way out; keyboard users have Esc and the button.
        createPortal(
          <div
            aria-hidden
            data-testid="menu-overlay"
            onClick={close}
            className="fixed inset-0 z-30 bg-black/50 lg:hidden"
          />,
          document.body,
        )}
      {/* Rendered once opened: closed, its two dozen links would cost every page's render and hydration. */}
      {visible && (
        <nav
          id={panelId}
          aria-label={t('mainNav')}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-bg-elevated shadow-lg"
        >
          <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
            {items.map((item) => (
              <li key={item.href}>
                <MenuLink item={item} />
              </li>
            ))}
            {groups.map((group) => (
              <MenuGroupSection key={group.title} group={group} />
            ))}
          </ul>
          <div className="mx-auto flex max-w-7xl flex-col gap-2 border-t border-line px-4 py-4">
            {signedIn && <MobileMessagesLink />}
            <Link
              href={signedIn ? '/user' : '/my-account-login'}
              className="flex items-center gap-2 rounded-lg px-3 py-3 text-base font-medium hover:bg-bg-muted"
            >
              <CircleUserRound aria-hidden className="size-5 text-fg-muted" />
              {signedIn ? header('dashboard') : header('signIn')}
            </Link>
            <button
              type="button"
              aria-haspopup="dialog"
              onPointerEnter={prepare}
              onFocus={prepare}
              onClick={() => {
                setOpen(false)
                openBooking()
              }}
              className={buttonClass(undefined, 'w-full justify-center')}
            >
              {consultation('open')}
            </button>
          </div>
        </nav>
      )}
    </div>
  )
}
