import { CircleUserRound, House } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { User } from '@/payload-types'

import { displayName } from './displayName'

/** The member's identity and the dashboard menu (its other entries arrive with their pages). */
export async function DashboardSidebar({ user, label }: { user: User; label: string }) {
  const t = await getTranslations('dashboard.menu')
  return (
    <aside aria-label={label} className="shrink-0 md:w-64">
      <div className="flex items-center gap-3 rounded-2xl border border-line bg-bg-elevated p-4">
        <CircleUserRound aria-hidden className="size-12 shrink-0 text-fg-muted" strokeWidth={1.25} />
        <div className="min-w-0">
          <p className="truncate font-semibold">{displayName(user)}</p>
          <p className="truncate text-sm text-fg-muted">{user.email}</p>
        </div>
      </div>
      <nav aria-label={label} className="mt-4">
        <ul className="space-y-1">
          <li>
            <Link href="/user/home" className="flex items-center gap-2 rounded-lg px-3 py-2 font-medium hover:bg-bg-muted">
              <House aria-hidden className="size-4" />
              {t('home')}
            </Link>
          </li>
        </ul>
      </nav>
    </aside>
  )
}
