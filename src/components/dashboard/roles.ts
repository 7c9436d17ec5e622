import { hasRole, type PortalRole, portalRoles } from '@/lib/auth/roles'
import type { User } from '@/payload-types'

/** The member's portal role (what they signed up as), if any. */
export const portalRoleOf = (user: Pick<User, 'roles'>): PortalRole | null =>
  (user.roles.find((r) => (portalRoles as readonly string[]).includes(r)) as
    PortalRole | undefined) ?? null

/** The roles a member's menu and overview are made for: a portal role, or a coach's account. */
export type MemberRole = PortalRole | 'coach'

/** The member's role for the dashboard: a coach's account as a coach, else their portal role. */
export const memberRoleOf = (user: Pick<User, 'roles'>): MemberRole | null =>
  hasRole(user, 'coach') ? 'coach' : portalRoleOf(user)
