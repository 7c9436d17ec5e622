import { CircleUserRound } from 'lucide-react'

import type { User } from '@/payload-types'

import { DashboardMenu } from './DashboardMenu'
import { displayName } from './displayName'

/** The member's picture (a default one until they upload theirs), name and e-mail, and the dashboard menu. */
export function DashboardSidebar({ user, label }: { user: User; label: string }) {
  const avatar = typeof user.avatar === 'object' ? user.avatar : null
  return (
    <aside aria-label={label} className="shrink-0 md:w-64">
      <div className="flex items-center gap-3 rounded-2xl border border-line bg-bg-elevated p-4">
        {avatar?.url ? (
          // A private file served to its owner with their session: not through the public image optimiser.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={avatar.url}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-full object-cover"
          />
        ) : (
          <CircleUserRound
            aria-hidden
            className="size-12 shrink-0 text-fg-muted"
            strokeWidth={1.25}
          />
        )}
        <div className="min-w-0">
          <p className="truncate font-semibold">{displayName(user)}</p>
          <p className="truncate text-sm text-fg-muted">{user.email}</p>
        </div>
      </div>
      <DashboardMenu label={label} />
    </aside>
  )
}
