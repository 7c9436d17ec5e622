import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { drizzleFor } from '@/lib/db/transaction'
import { plainText } from '@/lib/richtext/plainText'
import type { CoachSearchSource } from '@/lib/search/coachDocument'
import { deleteCoachSearch, upsertCoachSearch } from '@/lib/search/coachIndex'

type Bilingual = { en?: string | null; zh?: string | null }
type AllLocales = Record<string, unknown>

const bilingual = (value: unknown): Bilingual => (value && typeof value === 'object' ? (value as Bilingual) : {})
const bilingualText = (value: unknown): Bilingual => {
  const all = (value ?? {}) as Record<string, unknown>
  return { en: plainText(all.en), zh: plainText(all.zh) }
}

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
  const specialties = ((coach.specialties as AllLocales[] | undefined) ?? []).filter((s) => typeof s === 'object')
  const institution = coach.formerInstitution as AllLocales | undefined
  const source: CoachSearchSource = {
    id,
    name: bilingual(coach.name),
    title: bilingual(coach.title),
    specialties: specialties.map((s) => ({ id: s.id as number, name: bilingual(s.name) })),
    body: [bilingual(coach.headline), bilingual(coach.qualification), bilingualText(coach.about), bilingual(institution?.name)],
    bookings: (coach.bookings as number) ?? 0,
    rating: (coach.rating as number) ?? null,
    yearsOfExperience: (coach.yearsOfExperience as number) ?? null,
    formerAdmissionsOfficer: Boolean(coach.formerAdmissionsOfficer),
    lowestPrice: (coach.lowestPrice as number) ?? null,
  }
  await upsertCoachSearch(db, source)
}

/** Keeps the search index in step with what is published (a draft save leaves it alone). */
export const syncCoachSearch: CollectionAfterChangeHook = async ({ context, doc, req }) => {
  // Bulk imports (the seed) index everything once at the end instead.
  if (!context.skipSearchIndex) await indexCoach(req, doc.id)
  return doc
}

export const removeCoachFromSearch: CollectionAfterDeleteHook = async ({ id, req }) => {
  await deleteCoachSearch(await drizzleFor(req), Number(id))
}

/** A renamed specialty changes what its coaches are found by. */
export const reindexCoachesOfSpecialty: CollectionAfterChangeHook = async ({ context, doc, req }) => {
  if (context.skipSearchIndex) return doc
  const coaches = await req.payload.find({
    collection: 'coaches',
    where: { specialties: { contains: doc.id } },
    limit: 0,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
    select: {},
  })
  for (const coach of coaches.docs) await indexCoach(req, coach.id)
  return doc
}
