import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consents_purpose" AS ENUM('policies', 'id-photo', 'guardian', 'news-mail');
  CREATE TYPE "public"."enum_consents_locale" AS ENUM('en', 'zh');
  ALTER TYPE "public"."enum_audit_entries_event" ADD VALUE 'consent-given';
  ALTER TYPE "public"."enum_audit_entries_event" ADD VALUE 'consent-withdrawn';
  CREATE TABLE "consents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"purpose" "enum_consents_purpose" NOT NULL,
  	"privacy_version" varchar,
  	"terms_version" varchar,
  	"locale" "enum_consents_locale",
  	"certification_id" integer,
  	"guardian_name" varchar,
  	"guardian_contact" varchar,
  	"withdrawn_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "privacy_policy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" varchar NOT NULL,
  	"effective_date" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "privacy_policy_locales" (
  	"title" varchar NOT NULL,
  	"changes" varchar,
  	"body" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "terms_of_use" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" varchar NOT NULL,
  	"effective_date" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "terms_of_use_locales" (
  	"title" varchar NOT NULL,
  	"changes" varchar,
  	"body" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "certifications" ADD COLUMN "student_id_photo_consent" boolean;
  ALTER TABLE "certifications" ADD COLUMN "student_under14" boolean;
  ALTER TABLE "certifications" ADD COLUMN "student_guardian_name" varchar;
  ALTER TABLE "certifications" ADD COLUMN "student_guardian_contact" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consents_id" integer;
  ALTER TABLE "consents" ADD CONSTRAINT "consents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consents" ADD CONSTRAINT "consents_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "privacy_policy_locales" ADD CONSTRAINT "privacy_policy_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_policy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "terms_of_use_locales" ADD CONSTRAINT "terms_of_use_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."terms_of_use"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "consents_owner_idx" ON "consents" USING btree ("owner_id");
  CREATE INDEX "consents_purpose_idx" ON "consents" USING btree ("purpose");
  CREATE INDEX "consents_certification_idx" ON "consents" USING btree ("certification_id");
  CREATE INDEX "consents_updated_at_idx" ON "consents" USING btree ("updated_at");
  CREATE INDEX "consents_created_at_idx" ON "consents" USING btree ("created_at");
  CREATE UNIQUE INDEX "privacy_policy_locales_locale_parent_id_unique" ON "privacy_policy_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "terms_of_use_locales_locale_parent_id_unique" ON "terms_of_use_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consents_fk" FOREIGN KEY ("consents_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consents_id_idx" ON "payload_locked_documents_rels" USING btree ("consents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_policy" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_policy_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "terms_of_use" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "terms_of_use_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consents" CASCADE;
  DROP TABLE "privacy_policy" CASCADE;
  DROP TABLE "privacy_policy_locales" CASCADE;
  DROP TABLE "terms_of_use" CASCADE;
  DROP TABLE "terms_of_use_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consents_fk";
  
  ALTER TABLE "audit_entries" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_event";
  CREATE TYPE "public"."enum_audit_entries_event" AS ENUM('private-file-read', 'certification-status', 'roles-changed', 'staff-sign-in', 'audit-exported', 'retention-run', 'data-exported', 'account-deletion-requested', 'account-deletion-cancelled', 'account-deleted', 'second-factor-enrolled', 'second-factor-failed', 'recovery-code-used', 'second-factor-reset', 'second-factor-removed');
  ALTER TABLE "audit_entries" ALTER COLUMN "event" SET DATA TYPE "public"."enum_audit_entries_event" USING "event"::"public"."enum_audit_entries_event";
  DROP INDEX "payload_locked_documents_rels_consents_id_idx";
  ALTER TABLE "certifications" DROP COLUMN "student_id_photo_consent";
  ALTER TABLE "certifications" DROP COLUMN "student_under14";
  ALTER TABLE "certifications" DROP COLUMN "student_guardian_name";
  ALTER TABLE "certifications" DROP COLUMN "student_guardian_contact";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consents_id";
  DROP TYPE "public"."enum_consents_purpose";
  DROP TYPE "public"."enum_consents_locale";`)
}
