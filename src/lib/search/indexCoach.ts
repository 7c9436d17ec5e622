import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { refreshAllLowestPrices } from '@/lib/catalogue/lowestPrice'
import { drizzleFor } from '@/lib/db/transaction'
import {
  bothLanguages as bilingual,
  bothLanguagesPlain as bilingualText,
} from '@/lib/i18n/allLocales'

import type { CoachSearchSource } from './coachDocument'
import { deleteCoachSearch, upsertCoachSearch } from './coachIndex'

type AllLocales = Record<string, unknown>

/** Re-reads the coach's published version in both languages and writes (or removes) its search row. */
export async function indexCoach(req: PayloadRequest, id: number) {
  const db = await drizzleFor(req)
  const coach = (await req.payload.findByID({
    collection: 'coaches',
    id,
    locale: 'all',
    draft: false,
    depth: 1,
    req,
    overrideAccess: true,
    disableErrors: true,
  })) as AllLocales | null
  if (!coach || coach._status !== 'published') return deleteCoachSearch(db, id)
  const specialties = ((coach.specialties as AllLocales[] | undefined) ?? []).filter(
    (s) => typeof s === 'object',
  )
  const institution = coach.formerInstitution as AllLocales | undefined
  const source: CoachSearchSource = {
    id,
    name: bilingual(coach.name),
    title: bilingual(coach.title),
    specialties: specialties.map((s) => ({ id: s.id as number, name: bilingual(s.name) })),
    body: [
      bilingual(coach.headline),
      bilingual(coach.qualification),
      bilingualText(coach.about),
      bilingual(institution?.name),
    ],
    reviewCount: (coach.reviewCount as number) ?? 0,
    rating: (coach.rating as number) ?? null,
    yearsOfExperience: (coach.yearsOfExperience as number) ?? null,
    formerAdmissionsOfficer: Boolean(coach.formerAdmissionsOfficer),
    lowestPrice: (coach.lowestPrice as number) ?? null,
  }
  await upsertCoachSearch(db, source)
}

/** Takes a coach out of the search index (it was deleted). */
export const unindexCoach = async (req: PayloadRequest, id: number) =>
  deleteCoachSearch(await drizzleFor(req), id)

/** A renamed specialty changes what its coaches are found by. */
export async function indexCoachesOfSpecialty(req: PayloadRequest, specialtyId: number) {
  const coaches = await req.payload.find({
    collection: 'coaches',
    where: { specialties: { contains: specialtyId } },
    limit: 0,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
    select: {},
  })
  for (const coach of coaches.docs) await indexCoach(req, coach.id)
}

/** Lowest prices and the search index for every coach, in one pass after a bulk import. */
export async function indexAllCoaches(payload: Payload) {
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  await refreshAllLowestPrices(req)
  const all = await payload.find({
    collection: 'coaches',
    limit: 0,
    pagination: false,
    depth: 0,
    select: {},
  })
  for (const coach of all.docs) await indexCoach(req, coach.id)
}
