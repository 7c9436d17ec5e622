/** Staff work in the admin panel; portal accounts (the four sign-up roles) use the public site and dashboard. */
export const staffRoles = ['admin', 'editor', 'reviewer'] as const
export const portalRoles = ['student', 'school', 'employer', 'institution'] as const
export const roles = [...staffRoles, ...portalRoles] as const

export type StaffRole = (typeof staffRoles)[number]
export type PortalRole = (typeof portalRoles)[number]
export type Role = (typeof roles)[number]

type WithRoles = { roles?: readonly string[] | null } | null | undefined

export const hasRole = (user: WithRoles, ...wanted: Role[]): boolean =>
  Boolean(user?.roles?.some((role) => (wanted as string[]).includes(role)))

export const isStaff = (user: WithRoles): boolean => hasRole(user, ...staffRoles)
