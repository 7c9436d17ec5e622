import type { ListingStatus, ProviderType } from '@/lib/enums'
import { type ListingKind, organisationKinds, roleOfProviderType } from '@/lib/organisations/roles'

/** Why an organisation may not put a listing of this kind on the site (null: it may). */
export type PublishingRefusal = 'noOrganisation' | 'certifyFirst' | 'wrongKind'

type Publisher = { certified?: boolean | null; providerType?: ProviderType | null } | null

/**
 * Offerings are published by schools and education institutions, jobs by employers; either only
 * while the organisation's certification is approved and its provider status certified. A draft
 * needs the organisation only; closing is always allowed.
 */
export function publishingRefusal(
  organisation: Publisher,
  kind: ListingKind,
  status: ListingStatus,
): PublishingRefusal | null {
  if (status === 'closed') return null
  if (!organisation) return 'noOrganisation'
  const role = organisation.providerType ? roleOfProviderType(organisation.providerType) : null
  if (!role || organisationKinds[role].publishes !== kind) return 'wrongKind'
  if (status === 'published' && !organisation.certified) return 'certifyFirst'
  return null
}

/** Listings whose deadline has passed are closed: the day of the deadline is still open. */
export const pastDeadline = (deadline: string | null | undefined, now: Date) =>
  Boolean(deadline) && new Date(deadline!).getTime() < now.getTime()
