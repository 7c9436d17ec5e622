import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Totals and specialty counts of broad text queries, kept between requests: counting more than a
 * few thousand matches is what a search of a large catalogue spends its time on, while the page
 * itself is found at once along the order's index.
 *
 * - coach_search_version: one row, moved on by every statement that changes what coaches are
 *   found by (their search text or specialties; bookings, ratings and prices only reorder). Kept
 *   totals are used only at the version they were counted at, read in the same statement as the
 *   count, so a total counted before a change is never shown after it.
 * - coach_search_totals: the kept totals, by query terms and specialty (0: none). Unlogged: it is a
 *   cache, emptied by a crash at worst. Rows of older versions and the oldest beyond a cap are
 *   deleted by the search itself (src/lib/search/searchCoaches.ts).
 *
 * The version row is taken after the total's row of coach_search_counts, like every write of the
 * counts trigger, so writes at once wait for each other instead of deadlocking.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "coach_search_version" (
    "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
    "version" bigint NOT NULL DEFAULT 0
  );
  INSERT INTO "coach_search_version" DEFAULT VALUES;
  CREATE UNLOGGED TABLE "coach_search_totals" (
    "terms" text NOT NULL,
    "specialty_id" integer NOT NULL,
    "version" bigint NOT NULL,
    "total" integer NOT NULL,
    "capped" boolean NOT NULL,
    "facets" jsonb,
    "computed_at" timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY ("terms", "specialty_id")
  );
  CREATE INDEX "coach_search_totals_computed_at_idx" ON "coach_search_totals" ("computed_at");
  CREATE FUNCTION "coach_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- Only a statement that changed some row's text or specialties makes kept totals wrong.
    IF TG_OP = 'INSERT' THEN
      IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
    ELSIF TG_OP = 'DELETE' THEN
      IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
    ELSIF TG_OP = 'UPDATE' THEN
      IF NOT EXISTS (
        SELECT 1 FROM new_rows n LEFT JOIN old_rows o ON o.coach_id = n.coach_id
        WHERE o.coach_id IS NULL OR o.doc IS DISTINCT FROM n.doc
          OR o.specialty_ids IS DISTINCT FROM n.specialty_ids
      ) THEN RETURN NULL; END IF;
    END IF;
    PERFORM 1 FROM coach_search_counts WHERE specialty_id = 0 FOR UPDATE;
    UPDATE coach_search_version SET version = version + 1;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "coach_search_version_insert" AFTER INSERT ON "coach_search"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "coach_search_changed"();
  CREATE TRIGGER "coach_search_version_update" AFTER UPDATE ON "coach_search"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "coach_search_changed"();
  CREATE TRIGGER "coach_search_version_delete" AFTER DELETE ON "coach_search"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "coach_search_changed"();
  CREATE TRIGGER "coach_search_version_truncate" AFTER TRUNCATE ON "coach_search"
    FOR EACH STATEMENT EXECUTE FUNCTION "coach_search_changed"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "coach_search_version_insert" ON "coach_search";
  DROP TRIGGER IF EXISTS "coach_search_version_update" ON "coach_search";
  DROP TRIGGER IF EXISTS "coach_search_version_delete" ON "coach_search";
  DROP TRIGGER IF EXISTS "coach_search_version_truncate" ON "coach_search";
  DROP FUNCTION IF EXISTS "coach_search_changed"();
  DROP TABLE IF EXISTS "coach_search_totals";
  DROP TABLE IF EXISTS "coach_search_version";`)
}
