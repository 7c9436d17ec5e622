import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * How many coaches are searchable, in all (specialty 0) and per specialty, kept by a trigger on
 * coach_search in the same transaction as each change (so counts never drift, however many writes
 * come at once): the coach list without a text query reads its total and its specialty counts
 * here instead of counting every row. Rows are always taken in the same order (the total first,
 * then by specialty), so writes at once wait for each other instead of deadlocking.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "coach_search_counts" (
    "specialty_id" integer PRIMARY KEY,
    "coaches" integer NOT NULL DEFAULT 0
  );
  CREATE FUNCTION "coach_search_count"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      INSERT INTO coach_search_counts (specialty_id, coaches)
        SELECT DISTINCT s, -1 FROM unnest(array_prepend(0, OLD.specialty_ids)) AS s ORDER BY s
        ON CONFLICT (specialty_id) DO UPDATE SET coaches = coach_search_counts.coaches - 1;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO coach_search_counts (specialty_id, coaches)
        SELECT DISTINCT s, 1 FROM unnest(array_prepend(0, NEW.specialty_ids)) AS s ORDER BY s
        ON CONFLICT (specialty_id) DO UPDATE SET coaches = coach_search_counts.coaches + 1;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "coach_search_counts_trigger"
    AFTER INSERT OR DELETE OR UPDATE OF "specialty_ids" ON "coach_search"
    FOR EACH ROW EXECUTE FUNCTION "coach_search_count"();
  INSERT INTO "coach_search_counts" (specialty_id, coaches)
    SELECT 0, count(*) FROM "coach_search"
    UNION ALL
    SELECT s, count(*) FROM "coach_search", unnest(specialty_ids) AS s GROUP BY s;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "coach_search_counts_trigger" ON "coach_search";
  DROP FUNCTION IF EXISTS "coach_search_count"();
  DROP TABLE IF EXISTS "coach_search_counts";`)
}
