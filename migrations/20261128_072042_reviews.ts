import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_status" AS ENUM('pending', 'published', 'rejected');
  CREATE TYPE "public"."enum_reviews_language" AS ENUM('en', 'zh');
  ALTER TYPE "public"."enum_audit_entries_event" ADD VALUE 'review-status';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendReviewMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendReviewMail' BEFORE 'schedulePublish';
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"booking_id" integer NOT NULL,
  	"coach_id" integer,
  	"author_name" varchar,
  	"rating" numeric NOT NULL,
  	"status" "enum_reviews_status" DEFAULT 'pending' NOT NULL,
  	"criteria_expertise" numeric NOT NULL,
  	"criteria_clarity" numeric NOT NULL,
  	"criteria_helpfulness" numeric NOT NULL,
  	"text" varchar,
  	"language" "enum_reviews_language",
  	"rejection_reason" varchar,
  	"reply" varchar,
  	"replied_at" timestamp(3) with time zone,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reviews_owner_idx" ON "reviews" USING btree ("owner_id");
  CREATE UNIQUE INDEX "reviews_booking_idx" ON "reviews" USING btree ("booking_id");
  CREATE INDEX "reviews_coach_idx" ON "reviews" USING btree ("coach_id");
  CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status");
  CREATE INDEX "reviews_published_at_idx" ON "reviews" USING btree ("published_at");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");`)
  // A coach's page lists its published reviews, newest first.
  // The search's "popular" order is by published reviews now, not an edited number of bookings.
  await db.execute(sql`
  CREATE INDEX "reviews_coach_published_idx" ON "reviews" ("coach_id", "published_at" DESC) WHERE "status" = 'published';
  ALTER TABLE "coach_search" RENAME COLUMN "bookings" TO "review_count";
  UPDATE "coach_search" s SET "review_count" = coalesce(c."review_count", 0) FROM "coaches" c WHERE c."id" = s."coach_id";
  DROP INDEX "coach_search_popular_idx";
  CREATE INDEX "coach_search_popular_idx" ON "coach_search" ("review_count" DESC, "rating" DESC NULLS LAST, "coach_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "coach_search_popular_idx";
  ALTER TABLE "coach_search" RENAME COLUMN "review_count" TO "bookings";
  CREATE INDEX "coach_search_popular_idx" ON "coach_search" ("bookings" DESC, "rating" DESC NULLS LAST, "coach_id");`)
  await db.execute(sql`
   ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  ALTER TABLE "audit_entries" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_event";
  CREATE TYPE "public"."enum_audit_entries_event" AS ENUM('private-file-read', 'certification-status', 'roles-changed', 'staff-sign-in', 'audit-exported', 'retention-run', 'data-exported', 'account-deletion-requested', 'account-deletion-cancelled', 'account-deleted', 'second-factor-enrolled', 'second-factor-failed', 'recovery-code-used', 'second-factor-reset', 'second-factor-removed', 'consent-given', 'consent-withdrawn', 'booking-status', 'order-status');
  ALTER TABLE "audit_entries" ALTER COLUMN "event" SET DATA TYPE "public"."enum_audit_entries_event" USING "event"::"public"."enum_audit_entries_event";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadMail', 'sendCertificationMail', 'sendApplicationReceivedMail', 'sendApplicationStatusMail', 'sendBookingMail', 'sendBookingReminder', 'sendBookingRemovedMail', 'expireCertifications', 'removeOrphanedDocuments', 'closeListings', 'purgeCdn', 'applyRetention', 'buildDataExport', 'sendDataExportMail', 'eraseDueAccounts', 'sendOrderMail', 'expireUnpaidOrders', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadMail', 'sendCertificationMail', 'sendApplicationReceivedMail', 'sendApplicationStatusMail', 'sendBookingMail', 'sendBookingReminder', 'sendBookingRemovedMail', 'expireCertifications', 'removeOrphanedDocuments', 'closeListings', 'purgeCdn', 'applyRetention', 'buildDataExport', 'sendDataExportMail', 'eraseDueAccounts', 'sendOrderMail', 'expireUnpaidOrders', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  DROP TYPE "public"."enum_reviews_status";
  DROP TYPE "public"."enum_reviews_language";`)
}
