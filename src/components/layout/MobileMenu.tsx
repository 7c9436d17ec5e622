'use client'

import { Menu, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'

import { Link, usePathname } from '@/i18n/navigation'

import { isExternal } from './navHref'

type Item = { label: string; href: string }

/** The phone menu: a disclosure button and panel; closes on navigation and on Esc. */
export function MobileMenu({ items }: { items: Item[] }) {
  const t = useTranslations('a11y')
  const [open, setOpen] = useState(false)
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const pathname = usePathname()
  const panelId = useId()
  // Navigating elsewhere closes the menu.
  const visible = open && openedAt === pathname

  useEffect(() => {
    if (!visible) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [visible])

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={visible}
        aria-controls={panelId}
        aria-label={visible ? t('closeMenu') : t('openMenu')}
        onClick={() => {
          setOpen(!visible)
          setOpenedAt(pathname)
        }}
        className="inline-flex size-10 items-center justify-center rounded-full text-fg hover:bg-bg-muted"
      >
        {visible ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
      </button>
      <nav
        id={panelId}
        aria-label={t('mainNav')}
        hidden={!visible}
        className="absolute inset-x-0 top-full border-b border-line bg-bg-elevated shadow-lg"
      >
        <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
          {items.map((item) => (
            <li key={item.href}>
              {isExternal(item.href) ? (
                <a
                  href={item.href}
                  className="block rounded-lg px-3 py-3 text-base font-medium hover:bg-bg-muted"
                >
                  {item.label}
                </a>
              ) : (
                <Link
                  href={item.href}
                  className="block rounded-lg px-3 py-3 text-base font-medium hover:bg-bg-muted"
                >
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
