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

const DAY_MS = 24 * 60 * 60 * 1000

/** The moment a listing with this deadline closes: the end of the deadline's day (UTC), whatever time of day was stored. */
export const closingTime = (deadline: string) =>
  new Date(Math.floor(new Date(deadline).getTime() / DAY_MS) * DAY_MS + DAY_MS)

/** Whether a listing's deadline has passed: the day of the deadline is still open. */
export const pastDeadline = (deadline: string | null | undefined, now: Date) =>
  Boolean(deadline) && closingTime(deadline!).getTime() <= now.getTime()
