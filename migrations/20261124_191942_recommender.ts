import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Saved result sets (a member's private data: they go with the account), and the recommender's
 * items (see src/lib/recommender/store.ts): one row per matchable document, stamped with the
 * transaction that wrote it so each server process reads only what changed since its last read.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "recommendation_sets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"name" varchar,
  	"profile" jsonb NOT NULL,
  	"results" jsonb,
  	"refreshed_at" timestamp(3) with time zone,
  	"viewed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recommendation_sets_id" integer;
  ALTER TABLE "recommendation_sets" ADD CONSTRAINT "recommendation_sets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "recommendation_sets_owner_idx" ON "recommendation_sets" USING btree ("owner_id");
  CREATE INDEX "recommendation_sets_updated_at_idx" ON "recommendation_sets" USING btree ("updated_at");
  CREATE INDEX "recommendation_sets_created_at_idx" ON "recommendation_sets" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recommendation_sets_fk" FOREIGN KEY ("recommendation_sets_id") REFERENCES "public"."recommendation_sets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_recommendation_sets_id_idx" ON "payload_locked_documents_rels" USING btree ("recommendation_sets_id");

  CREATE TABLE "recommender_items" (
    "key" text PRIMARY KEY,
    "item" jsonb,
    "removed" boolean NOT NULL DEFAULT false,
    "written_by" xid8 NOT NULL DEFAULT pg_current_xact_id()
  );
  CREATE INDEX "recommender_items_written_by_idx" ON "recommender_items" USING btree ("written_by");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "recommender_items";
   ALTER TABLE "recommendation_sets" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "recommendation_sets" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recommendation_sets_fk";
  
  DROP INDEX "payload_locked_documents_rels_recommendation_sets_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recommendation_sets_id";`)
}
