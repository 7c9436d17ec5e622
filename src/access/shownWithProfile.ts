import type { FieldAccess } from 'payload'

import { ownerOrStaffField } from './ownerOrStaffField'

/** A profile field shown to everyone once the organisation chooses public display; else to its owner and staff. */
export const shownWithProfile: FieldAccess = (args) =>
  Boolean(args.doc?.showable) || ownerOrStaffField(args)
