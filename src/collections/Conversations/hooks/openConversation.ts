import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { relationId } from '@/lib/db/relationId'
import { drizzleFor } from '@/lib/db/transaction'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { changeRefusal } from '@/lib/validation/refusal'
import type { Conversation } from '@/payload-types'

type Ref = number | { id: number } | null | undefined
const idOf = (value: Ref) => (value == null ? null : relationId(value))

/**
 * A new conversation, on every door: with a published coach who has an account to answer, or a
 * certified organisation (its owner answers). A student starts it from anywhere; the coach's side
 * only from a session the student booked with the coach, the organisation's only from an
 * application the student sent it or a session booked with one of its service managers. One per
 * student and coach or organisation (twenty at once make one): asking again goes on in the same
 * conversation.
 */
export const openConversation: CollectionBeforeChangeHook<Conversation> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create' || !req.user) return data
  const t = translatorFor(requestLocale(req))
  const coach = idOf(data.coach as Ref)
  const organisation = idOf(data.organisation as Ref)
  if ((coach === null) === (organisation === null))
    throw changeRefusal(t('messages.errors.withWhom'), 400)

  const side =
    coach !== null ? await coachSide(req, coach) : await organisationSide(req, organisation!)
  const starter = req.user.id
  let student = starter
  if (side.answerer === starter) {
    student = idOf(data.student as Ref) ?? 0
    const allowed =
      coach !== null
        ? await bookedWith(req, idOf(data.about?.booking as Ref), student, coach)
        : (await appliedTo(req, idOf(data.about?.application as Ref), student, starter)) ||
          (await bookedWithManagerOf(req, idOf(data.about?.booking as Ref), student, starter))
    if (!allowed) throw changeRefusal(t('messages.errors.startFromSession'), 403)
  }
  if (student === side.answerer) throw changeRefusal(t('messages.errors.withWhom'), 400)

  const db = await drizzleFor(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('conversations'), ${student})`)
  const { totalDocs } = await req.payload.count({
    collection: 'conversations',
    where: {
      student: { equals: student },
      ...(coach !== null
        ? { coach: { equals: coach } }
        : { organisation: { equals: organisation } }),
    },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0) throw changeRefusal(t('messages.errors.exists'), 409)
  return {
    ...data,
    student,
    organisationOwner: side.organisationOwner,
    blockedBy: null,
    reportReason: null,
  }
}

/** A published coach's answering account; refused when the coach has none (they cannot be written to). */
async function coachSide(req: PayloadRequest, coach: number) {
  const profile = await req.payload.findByID({
    collection: 'coaches',
    id: coach,
    depth: 0,
    draft: false,
    select: { account: true, _status: true },
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!profile || profile._status !== 'published' || profile.account == null)
    throw changeRefusal(translatorFor(requestLocale(req))('messages.errors.cannotWrite'), 400)
  return { answerer: relationId(profile.account), organisationOwner: null }
}

/** A certified organisation's owner, who answers for it. */
async function organisationSide(req: PayloadRequest, organisation: number) {
  const found = await req.payload.findByID({
    collection: 'organisations',
    id: organisation,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!found?.certified || found.owner == null)
    throw changeRefusal(translatorFor(requestLocale(req))('messages.errors.cannotWrite'), 400)
  const owner = relationId(found.owner)
  return { answerer: owner, organisationOwner: owner }
}

/**
 * The student's booking `booking` (with its service manager's owner), or null when there is none
 * or it is someone else's: a host's side may write to the student from it.
 */
async function studentsBooking(req: PayloadRequest, booking: number | null, student: number) {
  if (booking === null) return null
  const found = await req.payload.findByID({
    collection: 'bookings',
    id: booking,
    depth: 1,
    populate: { coaches: {}, 'service-managers': { owner: true } },
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  return found && relationId(found.owner) === student ? found : null
}

/** Whether the student booked the coach. */
const bookedWith = async (
  req: PayloadRequest,
  booking: number | null,
  student: number,
  coach: number,
) => relationId((await studentsBooking(req, booking, student))?.coach) === coach

/** Whether the student booked one of the organisation's service managers (its owner being `owner`). */
async function bookedWithManagerOf(
  req: PayloadRequest,
  booking: number | null,
  student: number,
  owner: number,
) {
  const manager = (await studentsBooking(req, booking, student))?.serviceManager
  return typeof manager === 'object' && manager !== null && relationId(manager.owner) === owner
}

async function appliedTo(
  req: PayloadRequest,
  application: number | null,
  student: number,
  owner: number,
) {
  if (application === null) return false
  const found = await req.payload.findByID({
    collection: 'applications',
    id: application,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  return Boolean(
    found?.owner &&
    relationId(found.owner) === student &&
    found.organisationOwner &&
    relationId(found.organisationOwner) === owner,
  )
}
