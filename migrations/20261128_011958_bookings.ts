import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_availabilities_weekly_weekday" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_bookings_kind" AS ENUM('free-consultation', 'package-session');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('confirmed', 'held', 'no-show', 'cancelled');
  CREATE TYPE "public"."enum_bookings_locale" AS ENUM('en', 'zh');
  ALTER TYPE "public"."enum_audit_entries_event" ADD VALUE 'booking-status';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendBookingMail' BEFORE 'expireCertifications';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendBookingReminder' BEFORE 'expireCertifications';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendBookingMail' BEFORE 'expireCertifications';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendBookingReminder' BEFORE 'expireCertifications';
  CREATE TABLE "availabilities_weekly" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_availabilities_weekly_weekday" NOT NULL,
  	"start" varchar NOT NULL,
  	"end" varchar NOT NULL
  );
  
  CREATE TABLE "availabilities_overrides_ranges" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start" varchar NOT NULL,
  	"end" varchar NOT NULL
  );
  
  CREATE TABLE "availabilities_overrides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL
  );
  
  CREATE TABLE "availabilities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"coach_id" integer NOT NULL,
  	"time_zone" varchar DEFAULT 'Asia/Shanghai' NOT NULL,
  	"consultation_minutes" numeric DEFAULT 30 NOT NULL,
  	"session_minutes" numeric DEFAULT 60 NOT NULL,
  	"buffer_minutes" numeric DEFAULT 15 NOT NULL,
  	"minimum_notice_hours" numeric DEFAULT 12 NOT NULL,
  	"horizon_days" numeric DEFAULT 60 NOT NULL,
  	"max_per_day" numeric,
  	"change_deadline_hours" numeric DEFAULT 24 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"coach_id" integer NOT NULL,
  	"kind" "enum_bookings_kind" DEFAULT 'free-consultation' NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone,
  	"blocked_until" timestamp(3) with time zone,
  	"status" "enum_bookings_status" DEFAULT 'confirmed' NOT NULL,
  	"topic" varchar,
  	"student_time_zone" varchar,
  	"locale" "enum_bookings_locale",
  	"sequence" numeric DEFAULT 0,
  	"cancelled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "availabilities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bookings_id" integer;
  ALTER TABLE "availabilities_weekly" ADD CONSTRAINT "availabilities_weekly_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."availabilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "availabilities_overrides_ranges" ADD CONSTRAINT "availabilities_overrides_ranges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."availabilities_overrides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "availabilities_overrides" ADD CONSTRAINT "availabilities_overrides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."availabilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "availabilities_weekly_order_idx" ON "availabilities_weekly" USING btree ("_order");
  CREATE INDEX "availabilities_weekly_parent_id_idx" ON "availabilities_weekly" USING btree ("_parent_id");
  CREATE INDEX "availabilities_overrides_ranges_order_idx" ON "availabilities_overrides_ranges" USING btree ("_order");
  CREATE INDEX "availabilities_overrides_ranges_parent_id_idx" ON "availabilities_overrides_ranges" USING btree ("_parent_id");
  CREATE INDEX "availabilities_overrides_order_idx" ON "availabilities_overrides" USING btree ("_order");
  CREATE INDEX "availabilities_overrides_parent_id_idx" ON "availabilities_overrides" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "availabilities_coach_idx" ON "availabilities" USING btree ("coach_id");
  CREATE INDEX "availabilities_updated_at_idx" ON "availabilities" USING btree ("updated_at");
  CREATE INDEX "availabilities_created_at_idx" ON "availabilities" USING btree ("created_at");
  CREATE INDEX "bookings_owner_idx" ON "bookings" USING btree ("owner_id");
  CREATE INDEX "bookings_coach_idx" ON "bookings" USING btree ("coach_id");
  CREATE INDEX "bookings_starts_at_idx" ON "bookings" USING btree ("starts_at");
  CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_availabilities_fk" FOREIGN KEY ("availabilities_id") REFERENCES "public"."availabilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_availabilities_id_idx" ON "payload_locked_documents_rels" USING btree ("availabilities_id");
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");`)
  // No door can double-book: two bookings of one coach whose times, the buffer after each
  // included, overlap cannot both hold their time (a cancelled one holds none).
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS btree_gist;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_time_held" CHECK ("blocked_until" IS NOT NULL AND "blocked_until" > "starts_at");
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("coach_id" WITH =, tstzrange("starts_at", "blocked_until", '[)') WITH &&) WHERE ("status" <> 'cancelled');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "availabilities_weekly" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "availabilities_overrides_ranges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "availabilities_overrides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "availabilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "availabilities_weekly" CASCADE;
  DROP TABLE "availabilities_overrides_ranges" CASCADE;
  DROP TABLE "availabilities_overrides" CASCADE;
  DROP TABLE "availabilities" CASCADE;
  DROP TABLE "bookings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_availabilities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bookings_fk";
  
  ALTER TABLE "audit_entries" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_event";
  CREATE TYPE "public"."enum_audit_entries_event" AS ENUM('private-file-read', 'certification-status', 'roles-changed', 'staff-sign-in', 'audit-exported', 'retention-run', 'data-exported', 'account-deletion-requested', 'account-deletion-cancelled', 'account-deleted', 'second-factor-enrolled', 'second-factor-failed', 'recovery-code-used', 'second-factor-reset', 'second-factor-removed', 'consent-given', 'consent-withdrawn');
  ALTER TABLE "audit_entries" ALTER COLUMN "event" SET DATA TYPE "public"."enum_audit_entries_event" USING "event"::"public"."enum_audit_entries_event";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadMail', 'sendCertificationMail', 'sendApplicationReceivedMail', 'sendApplicationStatusMail', 'expireCertifications', 'removeOrphanedDocuments', 'closeListings', 'purgeCdn', 'applyRetention', 'buildDataExport', 'sendDataExportMail', 'eraseDueAccounts', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadMail', 'sendCertificationMail', 'sendApplicationReceivedMail', 'sendApplicationStatusMail', 'expireCertifications', 'removeOrphanedDocuments', 'closeListings', 'purgeCdn', 'applyRetention', 'buildDataExport', 'sendDataExportMail', 'eraseDueAccounts', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_availabilities_id_idx";
  DROP INDEX "payload_locked_documents_rels_bookings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "availabilities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bookings_id";
  DROP TYPE "public"."enum_availabilities_weekly_weekday";
  DROP TYPE "public"."enum_bookings_kind";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_bookings_locale";`)
}
