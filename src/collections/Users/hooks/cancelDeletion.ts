import type { CollectionAfterLoginHook } from 'payload'

import { cancelDeletionOnSignIn } from '@/lib/privacy/accountDeletion'
import type { User } from '@/payload-types'

/** Signing in during the grace period keeps the account (src/lib/privacy/accountDeletion.ts). */
export const cancelDeletion: CollectionAfterLoginHook = async ({ req, user }) => {
  await cancelDeletionOnSignIn(req, user as User)
  return user
}
