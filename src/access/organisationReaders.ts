import type { Access } from 'payload'

import { isStaff } from '@/lib/auth/roles'

/** Allows staff every organisation, a member their own, and everyone the certified ones (what each field shows is decided per field). */
export const organisationReaders: Access = ({ req: { user } }) => {
  if (isStaff(user)) return true
  const certified = { certified: { equals: true } }
  return user ? { or: [certified, { owner: { equals: user.id } }] } : certified
}
