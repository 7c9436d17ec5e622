import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * An account's e-mail codes go with it (in the same transaction): they are no use without it, and
 * their row may not outlive it (the database refuses a code without an account).
 */
export const removeCodesWithAccount: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'verification-codes',
    where: { user: { equals: id } },
    req,
  })
}
