import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from '@/lib/db/rows'

import { type CoachSearchSource, coachDocument } from './coachDocument'

/** Writes (or replaces) the search row of a published coach. */
export async function upsertCoachSearch(db: SqlExecutor, source: CoachSearchSource) {
  const { english, lexemes, exactNames } = coachDocument(source)
  // Stripped of positions and weights: the list orders decide ranking, and a small vector keeps
  // the table narrow, which is what makes scanning thousands of matches fast.
  const vector = sql`
    strip(to_tsvector('english', ${english})) || array_to_tsvector(${sql.param(lexemes)}::text[])`
  const specialtyIds = source.specialties.map((s) => s.id)
  await db.execute(sql`
    INSERT INTO coach_search (coach_id, doc, exact_names, specialty_ids, review_count, rating, years, former_officer, lowest_price)
    VALUES (${source.id}, ${vector}, ${sql.param(exactNames)}::text[], ${sql.param(specialtyIds)}::integer[], ${source.reviewCount}, ${source.rating},
            ${source.yearsOfExperience}, ${source.formerAdmissionsOfficer}, ${source.lowestPrice})
    ON CONFLICT (coach_id) DO UPDATE SET
      doc = EXCLUDED.doc, exact_names = EXCLUDED.exact_names, specialty_ids = EXCLUDED.specialty_ids,
      review_count = EXCLUDED.review_count, rating = EXCLUDED.rating, years = EXCLUDED.years,
      former_officer = EXCLUDED.former_officer, lowest_price = EXCLUDED.lowest_price`)
}

/** Removes a coach from search (unpublished or deleted). */
export async function deleteCoachSearch(db: SqlExecutor, coachId: number) {
  await db.execute(sql`DELETE FROM coach_search WHERE coach_id = ${coachId}`)
}
