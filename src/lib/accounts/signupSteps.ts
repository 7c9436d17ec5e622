import type { PortalRole } from '@/lib/auth/roles'

/** The sign-up steps, in order: /lifecycle/signup/{step}. */
export const signupSteps = ['reg', 'name', 'passwd', 'certify'] as const
export type SignupStep = (typeof signupSteps)[number]

/** What the visitor has entered so far (kept in a signed, HTTP-only cookie; never the password). */
export type SignupProgress = {
  email?: string
  role?: PortalRole
  firstName?: string
  lastName?: string
  awaitingCode?: boolean
}

export const isSignupStep = (value: string): value is SignupStep =>
  (signupSteps as readonly string[]).includes(value)

/** The furthest step the visitor may open: a step cannot be skipped, and an account once created is only verified. */
export function furthestStep(progress: SignupProgress, signedIn: boolean): SignupStep {
  if (signedIn || progress.awaitingCode) return 'certify'
  if (!progress.email || !progress.role) return 'reg'
  if (!progress.firstName || !progress.lastName) return 'name'
  return 'passwd'
}

/** The step to show for a requested one: itself when allowed, else the furthest allowed. */
export function allowedStep(
  requested: SignupStep,
  progress: SignupProgress,
  signedIn: boolean,
): SignupStep {
  const furthest = furthestStep(progress, signedIn)
  if (furthest === 'certify') return 'certify'
  return signupSteps.indexOf(requested) <= signupSteps.indexOf(furthest) ? requested : furthest
}
