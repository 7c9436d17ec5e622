import type { Access } from 'payload'

/** Allows a signed-in user the documents they own, and nobody else (staff included): they are private to the member. */
export const ownerOnly: Access = ({ req: { user } }) =>
  user ? { owner: { equals: user.id } } : false
