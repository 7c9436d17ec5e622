import type { User } from '@/payload-types'

const han = /\p{Script=Han}/u

/** "Mei Lin" for Latin names, "林美" (family name first, no space) for Chinese ones; null when no name was given. */
export function personalName(user: Pick<User, 'firstName' | 'lastName'>): string | null {
  const first = user.firstName?.trim() ?? ''
  const last = user.lastName?.trim() ?? ''
  if (!first && !last) return null
  return han.test(first + last) ? `${last}${first}` : [first, last].filter(Boolean).join(' ')
}

/** The member's name as `personalName` writes it; the e-mail when no name was given (for their own pages). */
export const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>): string =>
  personalName(user) ?? user.email

/**
 * The name a public review is signed with: "Mei L." for Latin names, "林同学" (family name and
 * "student") for Chinese ones; null without a name (shown as "a student"). Never the full name.
 */
export function publicName(user: Pick<User, 'firstName' | 'lastName'>): string | null {
  const first = user.firstName?.trim() ?? ''
  const last = user.lastName?.trim() ?? ''
  if (han.test(first + last)) return last ? `${[...last][0]}同学` : `${[...first][0]}同学`
  if (first) return last ? `${first} ${last[0]!.toUpperCase()}.` : first
  return last ? `${last[0]!.toUpperCase()}.` : null
}
