/** Staff work in the admin panel; portal accounts (the four sign-up roles) use the public site and dashboard. */
export const staffRoles = ['admin', 'editor', 'reviewer'] as const
export const portalRoles = ['student', 'school', 'employer', 'institution'] as const
/**
 * A coach's own account: content staff give the role and link the account to the coach's profile
 * (Coaches' `account`); not a sign-up choice. The coach sets their hours and marks their sessions.
 */
export const coachRoles = ['coach'] as const
export const roles = [...staffRoles, ...portalRoles, ...coachRoles] as const

export type StaffRole = (typeof staffRoles)[number]
export type PortalRole = (typeof portalRoles)[number]
export type Role = (typeof roles)[number]

type WithRoles = { roles?: readonly string[] | null } | null | undefined

export const hasRole = (user: WithRoles, ...wanted: Role[]): boolean =>
  Boolean(user?.roles?.some((role) => (wanted as string[]).includes(role)))

export const isStaff = (user: WithRoles): boolean => hasRole(user, ...staffRoles)
