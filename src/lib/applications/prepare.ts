import type { PayloadRequest } from 'payload'

import type { Application, Job, Offering } from '@/payload-types'
import { pastDeadline } from '@/lib/listings/publishing'
import { approvedStudent } from '@/lib/certification/approvedStudent'
import { relationId } from '@/lib/db/relationId'
import { organisationById } from '@/lib/organisations/ownOrganisation'

/** Why a student may not apply (a key of `applications.refusals`). */
export type ApplyRefusal =
  'listingRequired' | 'listingClosed' | 'certifyToApply' | 'alreadyApplied' | 'notYourCv'

export class ApplyRefused extends Error {
  constructor(
    readonly reason: ApplyRefusal,
    readonly path: string,
  ) {
    super(reason)
  }
}

/** `offerings:12` or `jobs:7`: one application per student per listing (a unique index holds it under races). */
export const listingKeyOf = (data: Pick<Application, 'offering' | 'job'>) => {
  const offering = relationId(data.offering)
  const job = relationId(data.job)
  if (Boolean(offering) === Boolean(job)) return null
  return offering ? `offerings:${offering}` : `jobs:${job}`
}

/** The listing applied to, if it takes applications now: published, not hidden, before its deadline, from a certified organisation. */
async function openListing(req: PayloadRequest, key: string, now: Date) {
  const [collection, id] = key.split(':') as ['offerings' | 'jobs', string]
  const listing = (await req.payload.findByID({
    collection,
    id: Number(id),
    depth: 0,
    req,
    disableErrors: true,
  })) as Offering | Job | null
  if (!listing || listing.status !== 'published' || listing.hidden) return null
  if (pastDeadline(listing.deadline, now)) return null
  const organisation = await organisationById(req, relationId(listing.organisation))
  return organisation?.certified ? { listing, organisation } : null
}

/**
 * Checks a new application and completes it from what the portal knows: the listing must take
 * applications, the student must hold an approved student certification (whose details the
 * organisation sees), apply once per listing, and send only their own CV. Read as the system:
 * the student may not read their certification's reviewer fields, but the snapshot needs none.
 */
export async function prepareApplication(
  req: PayloadRequest,
  studentId: number,
  data: Partial<Application>,
  now = new Date(),
): Promise<Partial<Application>> {
  const listingKey = listingKeyOf(data)
  if (!listingKey) throw new ApplyRefused('listingRequired', 'offering')
  const open = await openListing(req, listingKey, now)
  if (!open)
    throw new ApplyRefused(
      'listingClosed',
      listingKey.split(':')[0] === 'jobs' ? 'job' : 'offering',
    )

  const student = await approvedStudent(req.payload, studentId, req)
  if (!student) throw new ApplyRefused('certifyToApply', 'owner')

  const { totalDocs } = await req.payload.count({
    collection: 'applications',
    where: { owner: { equals: studentId }, listingKey: { equals: listingKey } },
    req,
  })
  if (totalDocs > 0) throw new ApplyRefused('alreadyApplied', 'owner')

  const cv = relationId(data.cv)
  if (cv) {
    const { totalDocs: own } = await req.payload.count({
      collection: 'application-documents',
      where: { id: { equals: cv }, owner: { equals: studentId } },
      req,
    })
    if (own === 0) throw new ApplyRefused('notYourCv', 'cv')
  }

  return {
    ...data,
    owner: studentId,
    listingKey,
    organisation: open.organisation.id,
    organisationOwner: relationId(open.organisation.owner),
    status: 'submitted',
    applicant: {
      name: student.realName,
      educationLevel: student.educationalLevel,
      school: student.graduationSchool,
      major: student.major,
    },
    history: [{ at: now.toISOString(), by: studentId, from: null, to: 'submitted' }],
  }
}
