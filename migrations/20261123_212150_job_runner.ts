import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The job runner: Payload's concurrency keys on jobs, and one row per mail the runner sends (its
 * idempotency key is claimed before sending, see src/lib/mail/sendOnce.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs" ADD COLUMN "concurrency_key" varchar;
  CREATE INDEX "payload_jobs_concurrency_key_idx" ON "payload_jobs" USING btree ("concurrency_key");
  CREATE TABLE "mail_deliveries" (
    "key" varchar(200) PRIMARY KEY,
    "claimed_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    "sent_at" timestamp(3) with time zone
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "mail_deliveries";
  DROP INDEX "payload_jobs_concurrency_key_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "concurrency_key";`)
}
