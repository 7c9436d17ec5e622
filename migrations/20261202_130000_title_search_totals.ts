import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Totals of broad site-wide searches, kept between requests per collection, as the coach search
 * keeps its own (20261124_223000_coach_search_totals): counting thousands of title matches is
 * what a search of 100,000 titles spends its time on, and the search page's cache entry is
 * dropped by a change to any of the kinds it shows, while a kept total lasts until its own
 * collection's titles change.
 *
 * - title_search_version: one row per collection, moved on by every statement that changes what
 *   that collection's documents are found by (their titles or whether the public may find them;
 *   their place in the list only reorders). Kept totals are used only at the version they were
 *   counted at, read in the same statement as the count, so a total counted before a change is
 *   never shown after it. A statement takes the rows of the collections it changed in the
 *   collections' order, so writers at once wait for each other instead of deadlocking.
 * - title_search_totals: the kept totals, by collection and query terms. Unlogged: it is a cache,
 *   emptied by a crash at worst. Rows of older versions and the oldest beyond a cap are deleted by
 *   the search itself (src/lib/search/titleSearch.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "title_search_version" (
    "collection" varchar PRIMARY KEY,
    "version" bigint NOT NULL DEFAULT 0
  );
  INSERT INTO "title_search_version" ("collection")
    VALUES ('articles'), ('jobs'), ('offerings'), ('universities');
  CREATE UNLOGGED TABLE "title_search_totals" (
    "collection" varchar NOT NULL,
    "terms" text NOT NULL,
    "version" bigint NOT NULL,
    "total" integer NOT NULL,
    "capped" boolean NOT NULL,
    "computed_at" timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY ("collection", "terms")
  );
  CREATE INDEX "title_search_totals_computed_at_idx" ON "title_search_totals" ("computed_at");
  CREATE FUNCTION "title_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE changed varchar[];
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      SELECT array_agg(collection) INTO changed FROM title_search_version;
    ELSIF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT collection) INTO changed FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT collection) INTO changed FROM old_rows;
    ELSE
      SELECT array_agg(DISTINCT n.collection) INTO changed
      FROM new_rows n LEFT JOIN old_rows o ON o.collection = n.collection AND o.doc_id = n.doc_id
      WHERE o.doc_id IS NULL OR o.doc IS DISTINCT FROM n.doc OR o.findable IS DISTINCT FROM n.findable;
    END IF;
    IF changed IS NULL THEN RETURN NULL; END IF;
    PERFORM 1 FROM title_search_version WHERE collection = ANY(changed) ORDER BY collection FOR UPDATE;
    UPDATE title_search_version SET version = version + 1 WHERE collection = ANY(changed);
    RETURN NULL;
  END $$;
  CREATE TRIGGER "title_search_version_insert" AFTER INSERT ON "title_search"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "title_search_changed"();
  CREATE TRIGGER "title_search_version_update" AFTER UPDATE ON "title_search"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "title_search_changed"();
  CREATE TRIGGER "title_search_version_delete" AFTER DELETE ON "title_search"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "title_search_changed"();
  CREATE TRIGGER "title_search_version_truncate" AFTER TRUNCATE ON "title_search"
    FOR EACH STATEMENT EXECUTE FUNCTION "title_search_changed"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "title_search_version_insert" ON "title_search";
  DROP TRIGGER IF EXISTS "title_search_version_update" ON "title_search";
  DROP TRIGGER IF EXISTS "title_search_version_delete" ON "title_search";
  DROP TRIGGER IF EXISTS "title_search_version_truncate" ON "title_search";
  DROP FUNCTION IF EXISTS "title_search_changed"();
  DROP TABLE IF EXISTS "title_search_totals";
  DROP TABLE IF EXISTS "title_search_version";`)
}
