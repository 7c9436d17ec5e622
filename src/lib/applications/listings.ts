import { relationId } from '@/lib/db/relationId'
import type { OfferingType } from '@/lib/enums'
import { listingPaths } from '@/lib/listings/pages'
import type { ListingKind } from '@/lib/organisations/roles'
import type { Application } from '@/payload-types'

/** The listing an application is for: its kind, its id, and the document when it was read with it. */
export function listingOfApplication(application: Pick<Application, 'offering' | 'job'>) {
  const kind: ListingKind = application.job ? 'jobs' : 'offerings'
  const ref = application.job ?? application.offering
  // Every application is for one of them.
  return { kind, id: relationId(ref)!, doc: typeof ref === 'object' ? ref : null }
}

/** `offerings:12` or `jobs:7`, as applications store it. */
export const listingKey = (kind: ListingKind, id: number) => `${kind}:${id}`

/** A listing's public page (locale-neutral). */
export const listingPath = (kind: ListingKind, id: number) =>
  kind === 'jobs' ? listingPaths.job(id) : listingPaths.offering(id)

/** Where the organisation finds a listing's applicants: jobs and study tours under services, other programmes under study abroad. */
export const applicantsPath = (kind: ListingKind, offeringType?: OfferingType | null) =>
  kind === 'jobs' || offeringType === 'study-tour' ? '/user/services' : '/user/studyAbroad'
