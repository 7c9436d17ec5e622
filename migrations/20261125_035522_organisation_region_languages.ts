import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * An organisation's region is now written in each language, like its address. The one region a
 * profile had is kept in both languages (the member translates it later), so nothing is lost.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "organisations_locales" ADD COLUMN "region" varchar;
  UPDATE "organisations_locales" AS l SET "region" = o."region"
    FROM "organisations" AS o WHERE o."id" = l."_parent_id";
  ALTER TABLE "organisations" DROP COLUMN "region";`)
}

// Back to one region per profile: the English one, else the Chinese one.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "organisations" ADD COLUMN "region" varchar;
  UPDATE "organisations" AS o SET "region" = (
    SELECT l."region" FROM "organisations_locales" AS l
    WHERE l."_parent_id" = o."id" AND l."region" IS NOT NULL
    ORDER BY (l."_locale" = 'en') DESC LIMIT 1);
  ALTER TABLE "organisations_locales" DROP COLUMN "region";`)
}
