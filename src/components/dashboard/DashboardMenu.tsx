'use client'

import { useTranslations } from 'next-intl'

import { LogoutButton } from '@/components/auth/LogoutButton'
import { Link, usePathname } from '@/i18n/navigation'

import { dashboardMenu } from './menu'

const item = 'flex items-center gap-2 rounded-lg px-3 py-2 font-medium hover:bg-bg-muted'

/** The dashboard menu with the current page marked; entries not usable yet say what they need. */
export function DashboardMenu({ label }: { label: string }) {
  const t = useTranslations('dashboard')
  const pathname = usePathname()
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="space-y-0.5">
        {dashboardMenu.map(({ key, href, Icon, needs }) => {
          const current = pathname === href || (href !== '/user/home' && pathname.startsWith(`${href}/`))
          const hintId = needs ? `menu-hint-${key}` : undefined
          return (
            <li key={key}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                aria-describedby={hintId}
                className={`${item} ${current ? 'bg-brand-soft text-brand' : ''}`}
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                <span className="min-w-0">
                  {t(`menu.${key}`)}
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
