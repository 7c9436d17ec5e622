import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The jobs' cities indexed: the job list's city filter finds the names that contain what was
 * typed by skipping along this index from one city to the next, then the jobs in those cities
 * through it (src/lib/listings/cities.ts), instead of reading every job's city with LIKE.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX "jobs_city_idx" ON "jobs_locales" USING btree ("city","_locale");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "jobs_city_idx";`)
}
