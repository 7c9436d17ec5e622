import { CircleUserRound } from '@/components/ui/icons'

import { isMyOrganisationCertified } from '@/data/myOrganisation'
import { isStaff } from '@/lib/auth/roles'
import type { User } from '@/payload-types'

import { DashboardMenu } from './DashboardMenu'
import { displayName } from '@/lib/accounts/displayName'
import { menuFor } from './menu'
import { memberRoleOf } from './roles'

/**
 * The member's picture (a default one until they upload theirs), name and e-mail, and the menu of
 * their role (an organisation's entries marked until it is certified; staff see every entry).
 */
export async function DashboardSidebar({ user, label }: { user: User; label: string }) {
  const avatar = typeof user.avatar === 'object' ? user.avatar : null
  const role = isStaff(user) ? null : memberRoleOf(user)
  const certified =
    role && role !== 'student' && role !== 'coach' ? await isMyOrganisationCertified(user) : false
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
      <DashboardMenu label={label} items={menuFor(role, certified)} />
    </aside>
  )
}
