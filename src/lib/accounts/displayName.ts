import type { User } from '@/payload-types'

const han = /\p{Script=Han}/u

/** "Mei Lin" for Latin names, "林美" (family name first, no space) for Chinese ones; the e-mail when no name was given. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const first = user.firstName?.trim() ?? ''
  const last = user.lastName?.trim() ?? ''
  if (!first && !last) return user.email
  return han.test(first + last) ? `${last}${first}` : [first, last].filter(Boolean).join(' ')
}
