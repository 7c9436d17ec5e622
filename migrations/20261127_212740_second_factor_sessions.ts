import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_account_sessions_state" AS ENUM('second-factor-pending', 'active');
  ALTER TYPE "public"."enum_audit_entries_event" ADD VALUE 'second-factor-enrolled';
  ALTER TYPE "public"."enum_audit_entries_event" ADD VALUE 'second-factor-failed';
  ALTER TYPE "public"."enum_audit_entries_event" ADD VALUE 'recovery-code-used';
  ALTER TYPE "public"."enum_audit_entries_event" ADD VALUE 'second-factor-reset';
  ALTER TYPE "public"."enum_audit_entries_event" ADD VALUE 'second-factor-removed';
  CREATE TABLE "account_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"sid" varchar NOT NULL,
  	"state" "enum_account_sessions_state" DEFAULT 'active' NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"last_seen_at" timestamp(3) with time zone,
  	"device" varchar,
  	"user_agent" varchar,
  	"ip_address" varchar,
  	"country" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "second_factors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"secret" varchar NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"last_used_step" numeric,
  	"recovery_codes" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "second_factors_id" integer;
  ALTER TABLE "account_sessions" ADD CONSTRAINT "account_sessions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "account_sessions_owner_idx" ON "account_sessions" USING btree ("owner_id");
  CREATE UNIQUE INDEX "account_sessions_sid_idx" ON "account_sessions" USING btree ("sid");
  CREATE INDEX "account_sessions_updated_at_idx" ON "account_sessions" USING btree ("updated_at");
  CREATE INDEX "account_sessions_created_at_idx" ON "account_sessions" USING btree ("created_at");
  CREATE UNIQUE INDEX "second_factors_owner_idx" ON "second_factors" USING btree ("owner_id");
  CREATE INDEX "second_factors_updated_at_idx" ON "second_factors" USING btree ("updated_at");
  CREATE INDEX "second_factors_created_at_idx" ON "second_factors" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_sessions_fk" FOREIGN KEY ("account_sessions_id") REFERENCES "public"."account_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_second_factors_fk" FOREIGN KEY ("second_factors_id") REFERENCES "public"."second_factors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_account_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("account_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_second_factors_id_idx" ON "payload_locked_documents_rels" USING btree ("second_factors_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "second_factors" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "account_sessions" CASCADE;
  DROP TABLE "second_factors" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_second_factors_fk";
  
  ALTER TABLE "audit_entries" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_event";
  CREATE TYPE "public"."enum_audit_entries_event" AS ENUM('private-file-read', 'certification-status', 'roles-changed', 'staff-sign-in', 'audit-exported', 'retention-run', 'data-exported', 'account-deletion-requested', 'account-deletion-cancelled', 'account-deleted');
  ALTER TABLE "audit_entries" ALTER COLUMN "event" SET DATA TYPE "public"."enum_audit_entries_event" USING "event"::"public"."enum_audit_entries_event";
  DROP INDEX "payload_locked_documents_rels_account_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_second_factors_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "second_factors_id";
  DROP TYPE "public"."enum_account_sessions_state";`)
}
