import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_verification_codes_purpose" ADD VALUE 'account-deletion';
  ALTER TYPE "public"."enum_audit_entries_event" ADD VALUE 'account-deletion-requested';
  ALTER TYPE "public"."enum_audit_entries_event" ADD VALUE 'account-deletion-cancelled';
  ALTER TYPE "public"."enum_audit_entries_event" ADD VALUE 'account-deleted';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'eraseDueAccounts' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'eraseDueAccounts' BEFORE 'schedulePublish';
  ALTER TABLE "certifications" ALTER COLUMN "owner_id" DROP NOT NULL;
  ALTER TABLE "applications" ALTER COLUMN "owner_id" DROP NOT NULL;
  ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp(3) with time zone;
  CREATE INDEX "users_deletion_requested_at_idx" ON "users" USING btree ("deletion_requested_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "verification_codes" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_verification_codes_purpose";
  CREATE TYPE "public"."enum_verification_codes_purpose" AS ENUM('register', 'email-change');
  ALTER TABLE "verification_codes" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_verification_codes_purpose" USING "purpose"::"public"."enum_verification_codes_purpose";
  ALTER TABLE "audit_entries" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_event";
  CREATE TYPE "public"."enum_audit_entries_event" AS ENUM('private-file-read', 'certification-status', 'roles-changed', 'staff-sign-in', 'audit-exported', 'retention-run', 'data-exported');
  ALTER TABLE "audit_entries" ALTER COLUMN "event" SET DATA TYPE "public"."enum_audit_entries_event" USING "event"::"public"."enum_audit_entries_event";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadMail', 'sendCertificationMail', 'sendApplicationReceivedMail', 'sendApplicationStatusMail', 'expireCertifications', 'removeOrphanedDocuments', 'closeListings', 'purgeCdn', 'applyRetention', 'buildDataExport', 'sendDataExportMail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadMail', 'sendCertificationMail', 'sendApplicationReceivedMail', 'sendApplicationStatusMail', 'expireCertifications', 'removeOrphanedDocuments', 'closeListings', 'purgeCdn', 'applyRetention', 'buildDataExport', 'sendDataExportMail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "users_deletion_requested_at_idx";
  ALTER TABLE "certifications" ALTER COLUMN "owner_id" SET NOT NULL;
  ALTER TABLE "applications" ALTER COLUMN "owner_id" SET NOT NULL;
  ALTER TABLE "users" DROP COLUMN "deletion_requested_at";`)
}
