import type { Organisation } from '@/payload-types'

/** A listing's organisation when it was read with it (a number when it was not, or not readable). */
export const organisationOf = (listing: { organisation: number | Organisation }) =>
  typeof listing.organisation === 'object' ? listing.organisation : null
