import type { Access } from 'payload'

/** Allows any signed-in account whose address is verified (staff accounts are created verified). */
export const verifiedAccount: Access = ({ req: { user } }) =>
  Boolean(user) && (user as { emailVerified?: boolean | null }).emailVerified !== false
