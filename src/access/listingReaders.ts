import type { Access, Where } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** What anyone may see of offerings and jobs: published or closed, not hidden by staff, from a certified organisation. */
export const publicListing: Where = {
  and: [
    { status: { in: ['published', 'closed'] } },
    { hidden: { not_equals: true } },
    { 'organisation.certified': { equals: true } },
  ],
}

/** Allows content staff every listing, a member their own (drafts and hidden ones too), everyone the public ones. */
export const listingReaders: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin', 'editor')) return true
  return user ? { or: [publicListing, { owner: { equals: user.id } }] } : publicListing
}
