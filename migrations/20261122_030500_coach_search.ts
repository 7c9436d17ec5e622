import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The bilingual coach search index (see src/lib/search): one row per published coach, kept by
 * the coaches, packages and specialties hooks. English text is stemmed by Postgres; Chinese
 * unigrams/bigrams and pinyin arrive as ready-made lexemes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "coach_search" (
    "coach_id" integer PRIMARY KEY REFERENCES "coaches"("id") ON DELETE CASCADE,
    "doc" tsvector NOT NULL,
    "exact_names" text[] NOT NULL DEFAULT '{}',
    "specialty_ids" integer[] NOT NULL DEFAULT '{}',
    "bookings" integer NOT NULL DEFAULT 0,
    "rating" numeric,
    "years" integer,
    "former_officer" boolean NOT NULL DEFAULT false,
    "lowest_price" numeric
  );
  CREATE INDEX "coach_search_doc_idx" ON "coach_search" USING gin ("doc");
  CREATE INDEX "coach_search_specialty_ids_idx" ON "coach_search" USING gin ("specialty_ids");
  CREATE INDEX "coach_search_exact_names_idx" ON "coach_search" USING gin ("exact_names");
  -- One index per list order (popular, professional, budget), for lists without a text query.
  CREATE INDEX "coach_search_popular_idx" ON "coach_search" ("bookings" DESC, "rating" DESC NULLS LAST, "coach_id");
  CREATE INDEX "coach_search_professional_idx" ON "coach_search" ("former_officer" DESC, "years" DESC NULLS LAST, "rating" DESC NULLS LAST, "coach_id");
  CREATE INDEX "coach_search_budget_idx" ON "coach_search" ("lowest_price" ASC NULLS LAST, "rating" DESC NULLS LAST, "coach_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "coach_search";`)
}
