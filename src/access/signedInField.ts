import type { FieldAccess } from 'payload'

/** A field for signed-in accounts only (a service manager's phone and e-mail), never anonymous visitors. */
export const signedInField: FieldAccess = ({ req: { user } }) => Boolean(user)
