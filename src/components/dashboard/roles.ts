import { type PortalRole, portalRoles } from '@/lib/auth/roles'
import type { User } from '@/payload-types'

/** The member's portal role (what they signed up as), if any. */
export const portalRoleOf = (user: Pick<User, 'roles'>): PortalRole | null =>
  (user.roles.find((r) => (portalRoles as readonly string[]).includes(r)) as
    PortalRole | undefined) ?? null
