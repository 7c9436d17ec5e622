import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Public lists at 100,000 rows read their indexes only:
 * - offerings and jobs in the lists' order, holding what the public filter and the capped count
 *   read (type, status, organisation), over the listings anyone may see: a deep page of a list
 *   skips its rows in the index instead of fetching each skipped row;
 * - the jobs' cities with the job they belong to: the city filter's jobs come from the index;
 * - the offerings' languages by language, then offering: the language filter probes one entry
 *   per offering instead of reading every offering's languages.
 * (Payload's schema does not express partial or covering indexes: these live in migrations only.)
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX "offerings_public_order_idx" ON "offerings" USING btree ("start_date", "published_at" DESC, "created_at" DESC) INCLUDE ("id", "type", "status", "organisation_id") WHERE "status" IN ('published', 'closed') AND ("hidden" IS NULL OR "hidden" <> true);
  CREATE INDEX "jobs_public_order_idx" ON "jobs" USING btree ("published_at" DESC, "created_at" DESC) INCLUDE ("id", "type", "status", "organisation_id") WHERE "status" IN ('published', 'closed') AND ("hidden" IS NULL OR "hidden" <> true);
  DROP INDEX "jobs_city_idx";
  CREATE INDEX "jobs_city_idx" ON "jobs_locales" USING btree ("city", "_locale") INCLUDE ("_parent_id");
  CREATE INDEX "offerings_languages_value_parent_idx" ON "offerings_languages" USING btree ("value", "parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "offerings_languages_value_parent_idx";
  DROP INDEX "jobs_city_idx";
  CREATE INDEX "jobs_city_idx" ON "jobs_locales" USING btree ("city", "_locale");
  DROP INDEX "jobs_public_order_idx";
  DROP INDEX "offerings_public_order_idx";`)
}
