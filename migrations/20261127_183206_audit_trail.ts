import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_entries_event" AS ENUM('private-file-read', 'certification-status', 'roles-changed', 'staff-sign-in', 'audit-exported', 'retention-run');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'applyRetention' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'applyRetention' BEFORE 'schedulePublish';
  CREATE TABLE "audit_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event" "enum_audit_entries_event" NOT NULL,
  	"actor_id" integer,
  	"member_id" integer,
  	"target_collection" varchar,
  	"target_id" varchar,
  	"ip_address" varchar,
  	"details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_entries_id" integer;
  ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_entries_event_idx" ON "audit_entries" USING btree ("event");
  CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id");
  CREATE INDEX "audit_entries_member_idx" ON "audit_entries" USING btree ("member_id");
  CREATE INDEX "audit_entries_updated_at_idx" ON "audit_entries" USING btree ("updated_at");
  CREATE INDEX "audit_entries_created_at_idx" ON "audit_entries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_entries_fk" FOREIGN KEY ("audit_entries_id") REFERENCES "public"."audit_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audit_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_entries_id");
  ALTER TABLE "users" DROP COLUMN "reset_password_requested_at";`)
  // The audit trail is append-only in the database too, whatever code or client reaches it. Two
  // changes pass: the retention job's deletes, under a setting it sets for its own transaction only
  // (SET LOCAL edubridge.audit_retention = 'on'), and a deleted account's references emptied by
  // the foreign keys (ON DELETE SET NULL), nothing else in the row changing.
  await db.execute(sql`
  CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' AND current_setting('edubridge.audit_retention', true) = 'on' THEN
      RETURN OLD;
    END IF;
    IF TG_OP = 'UPDATE'
      AND (to_jsonb(NEW) - 'actor_id' - 'member_id') = (to_jsonb(OLD) - 'actor_id' - 'member_id')
      AND (NEW.actor_id IS NULL OR NEW.actor_id = OLD.actor_id)
      AND (NEW.member_id IS NULL OR NEW.member_id = OLD.member_id) THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'audit entries are append-only' USING ERRCODE = 'insufficient_privilege';
  END $$;
  CREATE TRIGGER "audit_entries_append_only" BEFORE UPDATE OR DELETE ON "audit_entries"
    FOR EACH ROW EXECUTE FUNCTION "audit_entries_append_only"();
  CREATE TRIGGER "audit_entries_not_truncated" BEFORE TRUNCATE ON "audit_entries"
    FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_append_only"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP FUNCTION "audit_entries_append_only"() CASCADE;
   ALTER TABLE "audit_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_entries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadMail', 'sendCertificationMail', 'sendApplicationReceivedMail', 'sendApplicationStatusMail', 'expireCertifications', 'removeOrphanedDocuments', 'closeListings', 'purgeCdn', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadMail', 'sendCertificationMail', 'sendApplicationReceivedMail', 'sendApplicationStatusMail', 'expireCertifications', 'removeOrphanedDocuments', 'closeListings', 'purgeCdn', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_audit_entries_id_idx";
  ALTER TABLE "users" ADD COLUMN "reset_password_requested_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_entries_id";
  DROP TYPE "public"."enum_audit_entries_event";`)
}
