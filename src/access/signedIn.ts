import type { Access } from 'payload'

/** Allows any signed-in user. */
export const signedIn: Access = ({ req: { user } }) => Boolean(user)
