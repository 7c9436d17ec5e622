import type { User } from '@/payload-types'

/** "First Last" when the member gave a name, else the e-mail address. */
export const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email
