import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_currency" AS ENUM('USD', 'CNY', 'EUR', 'GBP', 'AUD', 'CAD');
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('stripe', 'bank-transfer');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('awaiting-payment', 'paid', 'expired', 'cancelled', 'refunded');
  CREATE TYPE "public"."enum_orders_locale" AS ENUM('en', 'zh');
  CREATE TYPE "public"."enum_transactions_kind" AS ENUM('payment', 'refund');
  CREATE TYPE "public"."enum_transactions_provider" AS ENUM('stripe', 'bank-transfer');
  CREATE TYPE "public"."enum_transactions_currency" AS ENUM('USD', 'CNY', 'EUR', 'GBP', 'AUD', 'CAD');
  ALTER TYPE "public"."enum_bookings_status" ADD VALUE 'awaiting-payment' BEFORE 'confirmed';
  ALTER TYPE "public"."enum_audit_entries_event" ADD VALUE 'order-status';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendOrderMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expireUnpaidOrders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendOrderMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expireUnpaidOrders' BEFORE 'schedulePublish';
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"description" varchar NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"owner_id" integer,
  	"package_id" integer NOT NULL,
  	"coach_id" integer,
  	"amount" numeric,
  	"currency" "enum_orders_currency",
  	"sessions" numeric,
  	"payment_method" "enum_orders_payment_method" NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'awaiting-payment' NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"paid_at" timestamp(3) with time zone,
  	"refunded_at" timestamp(3) with time zone,
  	"cancelled_at" timestamp(3) with time zone,
  	"locale" "enum_orders_locale",
  	"checkout_url" varchar,
  	"stripe_checkout_session" varchar,
  	"stripe_payment_intent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "transactions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"kind" "enum_transactions_kind" NOT NULL,
  	"provider" "enum_transactions_provider" NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" "enum_transactions_currency" NOT NULL,
  	"reference" varchar,
  	"stripe_event" varchar,
  	"recorded_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"order_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "packages" ADD COLUMN "sessions" numeric DEFAULT 0;
  ALTER TABLE "_packages_v" ADD COLUMN "version_sessions" numeric DEFAULT 0;
  ALTER TABLE "bookings" ADD COLUMN "order_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "transactions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_events_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "payments_bank_transfer_days" numeric DEFAULT 3;
  ALTER TABLE "site_settings_locales" ADD COLUMN "payments_bank_transfer_instructions" varchar;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transactions" ADD CONSTRAINT "transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transactions" ADD CONSTRAINT "transactions_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "orders_reference_idx" ON "orders" USING btree ("reference");
  CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_id");
  CREATE INDEX "orders_package_idx" ON "orders" USING btree ("package_id");
  CREATE INDEX "orders_coach_idx" ON "orders" USING btree ("coach_id");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_expires_at_idx" ON "orders" USING btree ("expires_at");
  CREATE INDEX "orders_stripe_stripe_checkout_session_idx" ON "orders" USING btree ("stripe_checkout_session");
  CREATE INDEX "orders_stripe_stripe_payment_intent_idx" ON "orders" USING btree ("stripe_payment_intent");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "transactions_order_idx" ON "transactions" USING btree ("order_id");
  CREATE INDEX "transactions_recorded_by_idx" ON "transactions" USING btree ("recorded_by_id");
  CREATE INDEX "transactions_updated_at_idx" ON "transactions" USING btree ("updated_at");
  CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at");
  CREATE UNIQUE INDEX "payment_events_event_id_idx" ON "payment_events" USING btree ("event_id");
  CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transactions_fk" FOREIGN KEY ("transactions_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_order_idx" ON "bookings" USING btree ("order_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_transactions_id_idx" ON "payload_locked_documents_rels" USING btree ("transactions_id");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");`)
  // A coach's package books its coaching hours online as hour-long sessions (as the seed makes them).
  await db.execute(sql`
  UPDATE "packages" SET "sessions" = GREATEST(1, round("coaching_hours"))
    WHERE "coach_id" IS NOT NULL AND "coaching_hours" > 0;
  UPDATE "_packages_v" SET "version_sessions" = GREATEST(1, round("version_coaching_hours"))
    WHERE "version_coach_id" IS NOT NULL AND "version_coaching_hours" > 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "transactions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "transactions" CASCADE;
  DROP TABLE "payment_events" CASCADE;
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_order_id_orders_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_transactions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_events_fk";
  
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'confirmed'::text;
  DROP TYPE "public"."enum_bookings_status";
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('confirmed', 'held', 'no-show', 'cancelled');
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'confirmed'::"public"."enum_bookings_status";
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE "public"."enum_bookings_status" USING "status"::"public"."enum_bookings_status";
  ALTER TABLE "audit_entries" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_event";
  CREATE TYPE "public"."enum_audit_entries_event" AS ENUM('private-file-read', 'certification-status', 'roles-changed', 'staff-sign-in', 'audit-exported', 'retention-run', 'data-exported', 'account-deletion-requested', 'account-deletion-cancelled', 'account-deleted', 'second-factor-enrolled', 'second-factor-failed', 'recovery-code-used', 'second-factor-reset', 'second-factor-removed', 'consent-given', 'consent-withdrawn', 'booking-status');
  ALTER TABLE "audit_entries" ALTER COLUMN "event" SET DATA TYPE "public"."enum_audit_entries_event" USING "event"::"public"."enum_audit_entries_event";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadMail', 'sendCertificationMail', 'sendApplicationReceivedMail', 'sendApplicationStatusMail', 'sendBookingMail', 'sendBookingReminder', 'sendBookingRemovedMail', 'expireCertifications', 'removeOrphanedDocuments', 'closeListings', 'purgeCdn', 'applyRetention', 'buildDataExport', 'sendDataExportMail', 'eraseDueAccounts', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadMail', 'sendCertificationMail', 'sendApplicationReceivedMail', 'sendApplicationStatusMail', 'sendBookingMail', 'sendBookingReminder', 'sendBookingRemovedMail', 'expireCertifications', 'removeOrphanedDocuments', 'closeListings', 'purgeCdn', 'applyRetention', 'buildDataExport', 'sendDataExportMail', 'eraseDueAccounts', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "bookings_order_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_transactions_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_events_id_idx";
  ALTER TABLE "packages" DROP COLUMN "sessions";
  ALTER TABLE "_packages_v" DROP COLUMN "version_sessions";
  ALTER TABLE "bookings" DROP COLUMN "order_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "transactions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_events_id";
  ALTER TABLE "site_settings" DROP COLUMN "payments_bank_transfer_days";
  ALTER TABLE "site_settings_locales" DROP COLUMN "payments_bank_transfer_instructions";
  DROP TYPE "public"."enum_orders_currency";
  DROP TYPE "public"."enum_orders_payment_method";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_locale";
  DROP TYPE "public"."enum_transactions_kind";
  DROP TYPE "public"."enum_transactions_provider";
  DROP TYPE "public"."enum_transactions_currency";`)
}
