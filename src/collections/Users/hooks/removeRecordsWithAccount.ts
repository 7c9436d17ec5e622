import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * An account's e-mail codes, session records, authenticator and consents go with it (in the same
 * transaction): they are no use without it, and their rows may not outlive it (the database
 * refuses them without an account).
 */
export const removeRecordsWithAccount: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'verification-codes',
    where: { user: { equals: id } },
    req,
  })
  for (const collection of ['account-sessions', 'second-factors', 'consents'] as const)
    await req.payload.delete({
      collection,
      where: { owner: { equals: id } },
      req,
      overrideAccess: true,
    })
}
