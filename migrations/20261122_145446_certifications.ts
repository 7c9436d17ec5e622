import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_certifications_history_from" AS ENUM('pending-submission', 'pending-review', 'approved', 'rejected', 'expired');
  CREATE TYPE "public"."enum_certifications_history_to" AS ENUM('pending-submission', 'pending-review', 'approved', 'rejected', 'expired');
  CREATE TYPE "public"."enum_certifications_type" AS ENUM('student', 'organisation');
  CREATE TYPE "public"."enum_certifications_status" AS ENUM('pending-submission', 'pending-review', 'approved', 'rejected', 'expired');
  CREATE TYPE "public"."enum_certifications_student_educational_level" AS ENUM('high-school', 'vocational-college', 'bachelor', 'master', 'doctor', 'other');
  CREATE TYPE "public"."enum_certifications_organisation_provider_type" AS ENUM('employer', 'school', 'education-agency');
  CREATE TYPE "public"."enum_certifications_organisation_school_type" AS ENUM('primary', 'middle', 'high', 'vocational', 'university', 'other');
  CREATE TYPE "public"."enum_certifications_organisation_country" AS ENUM('US', 'CA', 'GB', 'AU', 'NZ', 'IE', 'DE', 'FR', 'NL', 'CH', 'SE', 'DK', 'FI', 'NO', 'BE', 'IT', 'ES', 'JP', 'KR', 'SG', 'HK', 'CN', 'MY', 'TH', 'AE', 'other');
  CREATE TYPE "public"."enum_certifications_organisation_provider_status" AS ENUM('pending-review', 'certified', 'rejected', 'disabled');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendCertificationMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expireCertifications' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendCertificationMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expireCertifications' BEFORE 'schedulePublish';
  CREATE TABLE "certifications_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"by_id" integer,
  	"from" "enum_certifications_history_from",
  	"to" "enum_certifications_history_to",
  	"reason" varchar
  );
  
  CREATE TABLE "certifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"owner_id" integer NOT NULL,
  	"queue_rank" numeric DEFAULT 1,
  	"type" "enum_certifications_type" NOT NULL,
  	"status" "enum_certifications_status" DEFAULT 'pending-submission' NOT NULL,
  	"rejection_reason" varchar,
  	"reviewer_id" integer,
  	"submitted_at" timestamp(3) with time zone,
  	"verified_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"student_real_name" varchar,
  	"student_id_card_number" varchar,
  	"student_educational_level" "enum_certifications_student_educational_level",
  	"student_graduation_school" varchar,
  	"student_major" varchar,
  	"student_enrollment_year" numeric,
  	"student_graduation_year" numeric,
  	"student_student_id_photo_id" integer,
  	"organisation_provider_type" "enum_certifications_organisation_provider_type",
  	"organisation_name" varchar,
  	"organisation_licence_number" varchar,
  	"organisation_licence_photo_id" integer,
  	"organisation_legal_representative" varchar,
  	"organisation_address" varchar,
  	"organisation_website" varchar,
  	"organisation_school_type" "enum_certifications_organisation_school_type",
  	"organisation_business_scope" varchar,
  	"organisation_contact_person" varchar,
  	"organisation_contact_position" varchar,
  	"organisation_contact_phone" varchar,
  	"organisation_contact_email" varchar,
  	"organisation_country" "enum_certifications_organisation_country",
  	"organisation_region" varchar,
  	"organisation_description" varchar,
  	"organisation_provider_status" "enum_certifications_organisation_provider_status",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "certification_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_preview_url" varchar,
  	"sizes_preview_width" numeric,
  	"sizes_preview_height" numeric,
  	"sizes_preview_mime_type" varchar,
  	"sizes_preview_filesize" numeric,
  	"sizes_preview_filename" varchar
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certifications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certification_documents_id" integer;
  ALTER TABLE "certifications_history" ADD CONSTRAINT "certifications_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certifications_history" ADD CONSTRAINT "certifications_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "certifications" ADD CONSTRAINT "certifications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certifications" ADD CONSTRAINT "certifications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certifications" ADD CONSTRAINT "certifications_student_student_id_photo_id_certification_documents_id_fk" FOREIGN KEY ("student_student_id_photo_id") REFERENCES "public"."certification_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certifications" ADD CONSTRAINT "certifications_organisation_licence_photo_id_certification_documents_id_fk" FOREIGN KEY ("organisation_licence_photo_id") REFERENCES "public"."certification_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certification_documents" ADD CONSTRAINT "certification_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "certifications_history_order_idx" ON "certifications_history" USING btree ("_order");
  CREATE INDEX "certifications_history_parent_id_idx" ON "certifications_history" USING btree ("_parent_id");
  CREATE INDEX "certifications_history_by_idx" ON "certifications_history" USING btree ("by_id");
  CREATE INDEX "certifications_owner_idx" ON "certifications" USING btree ("owner_id");
  CREATE INDEX "certifications_queue_rank_idx" ON "certifications" USING btree ("queue_rank");
  CREATE INDEX "certifications_status_idx" ON "certifications" USING btree ("status");
  CREATE INDEX "certifications_reviewer_idx" ON "certifications" USING btree ("reviewer_id");
  CREATE INDEX "certifications_submitted_at_idx" ON "certifications" USING btree ("submitted_at");
  CREATE INDEX "certifications_expires_at_idx" ON "certifications" USING btree ("expires_at");
  CREATE INDEX "certifications_student_student_student_id_photo_idx" ON "certifications" USING btree ("student_student_id_photo_id");
  CREATE INDEX "certifications_organisation_organisation_licence_photo_idx" ON "certifications" USING btree ("organisation_licence_photo_id");
  CREATE INDEX "certifications_updated_at_idx" ON "certifications" USING btree ("updated_at");
  CREATE INDEX "certifications_created_at_idx" ON "certifications" USING btree ("created_at");
  CREATE INDEX "certification_documents_owner_idx" ON "certification_documents" USING btree ("owner_id");
  CREATE INDEX "certification_documents_updated_at_idx" ON "certification_documents" USING btree ("updated_at");
  CREATE INDEX "certification_documents_created_at_idx" ON "certification_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "certification_documents_filename_idx" ON "certification_documents" USING btree ("filename");
  CREATE INDEX "certification_documents_sizes_preview_sizes_preview_file_idx" ON "certification_documents" USING btree ("sizes_preview_filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certifications_fk" FOREIGN KEY ("certifications_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certification_documents_fk" FOREIGN KEY ("certification_documents_id") REFERENCES "public"."certification_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_certifications_id_idx" ON "payload_locked_documents_rels" USING btree ("certifications_id");
  CREATE INDEX "payload_locked_documents_rels_certification_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("certification_documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "certifications_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certification_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "certifications_history" CASCADE;
  DROP TABLE "certifications" CASCADE;
  DROP TABLE "certification_documents" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certifications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certification_documents_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadMail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadMail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_certifications_id_idx";
  DROP INDEX "payload_locked_documents_rels_certification_documents_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certifications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certification_documents_id";
  DROP TYPE "public"."enum_certifications_history_from";
  DROP TYPE "public"."enum_certifications_history_to";
  DROP TYPE "public"."enum_certifications_type";
  DROP TYPE "public"."enum_certifications_status";
  DROP TYPE "public"."enum_certifications_student_educational_level";
  DROP TYPE "public"."enum_certifications_organisation_provider_type";
  DROP TYPE "public"."enum_certifications_organisation_school_type";
  DROP TYPE "public"."enum_certifications_organisation_country";
  DROP TYPE "public"."enum_certifications_organisation_provider_status";`)
}
