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
