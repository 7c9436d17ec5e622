import type { AppLocale } from '@/i18n/locales'
import type { ApplicationStatus } from '@/lib/enums'
import { getPayloadClient } from '@/data/payload'
import type { ListingKind } from '@/lib/organisations/roles'
import type { Application, Job, Offering, Organisation, User } from '@/payload-types'

import { listingOfApplication, listingPath } from '@/lib/applications/listings'

/** One of the member's applications as their pages show it. */
export type MyApplication = {
  id: number
  status: ApplicationStatus
  appliedAt: string
  kind: ListingKind
  /** The listing's public page. */
  href: string
  /** In the member's language; null when the listing is no longer on the site. */
  title: string | null
  organisationName: string | null
  /** The organisation, when certified (its owner then answers messages); null otherwise. */
  messageableOrganisation: number | null
  history: { from: ApplicationStatus | null; to: ApplicationStatus; at: string }[]
}

function summaryOf(application: Application): MyApplication {
  const { kind, id, doc } = listingOfApplication(application)
  const organisation =
    typeof application.organisation === 'object' ? (application.organisation as Organisation) : null
  return {
    id: application.id,
    status: application.status,
    appliedAt: application.createdAt,
    kind,
    href: listingPath(kind, id),
    title: (doc as Offering | Job | null)?.title ?? null,
    organisationName: organisation?.name ?? null,
    messageableOrganisation: organisation?.certified ? organisation.id : null,
    history: (application.history ?? []).flatMap((entry) =>
      entry.to && entry.at ? [{ from: entry.from ?? null, to: entry.to, at: entry.at }] : [],
    ),
  }
}

/**
 * The member's applications, the latest first (at most `limit`), with their listings and
 * organisations in the member's language. Read as the member: per request, never cached.
 */
export async function myApplications(
  user: User,
  locale: AppLocale,
  limit?: number,
): Promise<MyApplication[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'applications',
    where: { owner: { equals: user.id } },
    sort: '-createdAt',
    ...(limit ? { limit } : { pagination: false }),
    depth: 1,
    locale,
    select: {
      offering: true,
      job: true,
      organisation: true,
      status: true,
      history: { at: true, from: true, to: true },
      createdAt: true,
    },
    populate: {
      offerings: { title: true },
      jobs: { title: true },
      organisations: { name: true, certified: true },
    },
    user,
    overrideAccess: false,
  })
  return docs.map((doc) => summaryOf(doc as Application))
}
