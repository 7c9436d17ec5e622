import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** One row per mail the job runner sends: its idempotency key is claimed before sending (see src/lib/mail/sendOnce.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "mail_deliveries" (
    "key" varchar(200) PRIMARY KEY,
    "claimed_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    "sent_at" timestamp(3) with time zone
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "mail_deliveries";`)
}
