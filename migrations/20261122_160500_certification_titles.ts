import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Data only: applications saved before the title hook read the groups get their review-queue title. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`UPDATE "certifications" SET "title" = COALESCE(NULLIF("student_real_name", ''), NULLIF("organisation_name", '')) WHERE "title" IS NULL;`)
}

export async function down(_: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the titles stay correct.
}
