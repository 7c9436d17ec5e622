import type { CollectionAfterLoginHook } from 'payload'

/** Keeps the time of each sign-in, shown on the member's account-info page. */
export const recordLastLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  await req.payload.update({
    collection: 'users',
    id: user.id,
    data: { lastLoginAt: new Date().toISOString() },
    req,
    context: { lastLogin: true },
  })
  return user
}
