import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consultations_service" AS ENUM('admissions-blueprint', 'uspp', 'academic-coaching', 'summer-program', 'global-competence', 'job-placement', 'job-coaching');
  CREATE TYPE "public"."enum_consultations_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_consultations_locale" AS ENUM('en', 'zh');
  CREATE TABLE "consultations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_name" varchar NOT NULL,
  	"service" "enum_consultations_service" NOT NULL,
  	"school" varchar,
  	"gpa" varchar,
  	"contact" varchar NOT NULL,
  	"preferred_coach_id" integer,
  	"plan" varchar,
  	"status" "enum_consultations_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" integer,
  	"notes" varchar,
  	"locale" "enum_consultations_locale" NOT NULL,
  	"source_page" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consultations_id" integer;
  ALTER TABLE "consultations" ADD CONSTRAINT "consultations_preferred_coach_id_coaches_id_fk" FOREIGN KEY ("preferred_coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultations" ADD CONSTRAINT "consultations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consultations_preferred_coach_idx" ON "consultations" USING btree ("preferred_coach_id");
  CREATE INDEX "consultations_status_idx" ON "consultations" USING btree ("status");
  CREATE INDEX "consultations_assignee_idx" ON "consultations" USING btree ("assignee_id");
  CREATE INDEX "consultations_updated_at_idx" ON "consultations" USING btree ("updated_at");
  CREATE INDEX "consultations_created_at_idx" ON "consultations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consultations_fk" FOREIGN KEY ("consultations_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consultations_id_idx" ON "payload_locked_documents_rels" USING btree ("consultations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consultations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consultations_fk";
  
  DROP INDEX "payload_locked_documents_rels_consultations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consultations_id";
  DROP TYPE "public"."enum_consultations_service";
  DROP TYPE "public"."enum_consultations_status";
  DROP TYPE "public"."enum_consultations_locale";`)
}
