import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { publicListing } from '@/lib/listings/listingWhere'

/** Allows content staff every listing, a member their own (drafts and hidden ones too), everyone the public ones. */
export const listingReaders: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin', 'editor')) return true
  return user ? { or: [publicListing, { owner: { equals: user.id } }] } : publicListing
}
