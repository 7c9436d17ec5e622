import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_preferred_locale" AS ENUM('en', 'zh');
  CREATE TYPE "public"."enum_users_country" AS ENUM('US', 'CA', 'GB', 'AU', 'NZ', 'IE', 'DE', 'FR', 'NL', 'CH', 'SE', 'DK', 'FI', 'NO', 'BE', 'IT', 'ES', 'JP', 'KR', 'SG', 'HK', 'CN', 'MY', 'TH', 'AE', 'other');
  CREATE TYPE "public"."enum_users_colour_mode" AS ENUM('system', 'light', 'dark');
  CREATE TYPE "public"."enum_verification_codes_purpose" AS ENUM('register', 'email-change');
  CREATE TABLE "avatars" (
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
  	"focal_y" numeric
  );
  
  CREATE TABLE "verification_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"purpose" "enum_verification_codes_purpose" NOT NULL,
  	"email" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "preferred_locale" "enum_users_preferred_locale" DEFAULT 'en';
  ALTER TABLE "users" ADD COLUMN "avatar_id" integer;
  ALTER TABLE "users" ADD COLUMN "phone" varchar;
  ALTER TABLE "users" ADD COLUMN "country" "enum_users_country";
  ALTER TABLE "users" ADD COLUMN "city" varchar;
  ALTER TABLE "users" ADD COLUMN "organisation" varchar;
  ALTER TABLE "users" ADD COLUMN "introduction_en" varchar;
  ALTER TABLE "users" ADD COLUMN "introduction_zh" varchar;
  ALTER TABLE "users" ADD COLUMN "colour_mode" "enum_users_colour_mode" DEFAULT 'system';
  ALTER TABLE "users" ADD COLUMN "notify_account" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "notify_news" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "discoverable" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "avatars_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "verification_codes_id" integer;
  ALTER TABLE "avatars" ADD CONSTRAINT "avatars_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "avatars_owner_idx" ON "avatars" USING btree ("owner_id");
  CREATE INDEX "avatars_updated_at_idx" ON "avatars" USING btree ("updated_at");
  CREATE INDEX "avatars_created_at_idx" ON "avatars" USING btree ("created_at");
  CREATE UNIQUE INDEX "avatars_filename_idx" ON "avatars" USING btree ("filename");
  CREATE INDEX "verification_codes_purpose_idx" ON "verification_codes" USING btree ("purpose");
  CREATE INDEX "verification_codes_email_idx" ON "verification_codes" USING btree ("email");
  CREATE INDEX "verification_codes_user_idx" ON "verification_codes" USING btree ("user_id");
  CREATE INDEX "verification_codes_updated_at_idx" ON "verification_codes" USING btree ("updated_at");
  CREATE INDEX "verification_codes_created_at_idx" ON "verification_codes" USING btree ("created_at");
  ALTER TABLE "users" ADD CONSTRAINT "users_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_avatars_fk" FOREIGN KEY ("avatars_id") REFERENCES "public"."avatars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verification_codes_fk" FOREIGN KEY ("verification_codes_id") REFERENCES "public"."verification_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_avatar_idx" ON "users" USING btree ("avatar_id");
  CREATE INDEX "payload_locked_documents_rels_avatars_id_idx" ON "payload_locked_documents_rels" USING btree ("avatars_id");
  CREATE INDEX "payload_locked_documents_rels_verification_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("verification_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "avatars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "verification_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "avatars" CASCADE;
  DROP TABLE "verification_codes" CASCADE;
  ALTER TABLE "users" DROP CONSTRAINT "users_avatar_id_avatars_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_avatars_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_verification_codes_fk";
  
  DROP INDEX "users_avatar_idx";
  DROP INDEX "payload_locked_documents_rels_avatars_id_idx";
  DROP INDEX "payload_locked_documents_rels_verification_codes_id_idx";
  ALTER TABLE "users" DROP COLUMN "email_verified";
  ALTER TABLE "users" DROP COLUMN "preferred_locale";
  ALTER TABLE "users" DROP COLUMN "avatar_id";
  ALTER TABLE "users" DROP COLUMN "phone";
  ALTER TABLE "users" DROP COLUMN "country";
  ALTER TABLE "users" DROP COLUMN "city";
  ALTER TABLE "users" DROP COLUMN "organisation";
  ALTER TABLE "users" DROP COLUMN "introduction_en";
  ALTER TABLE "users" DROP COLUMN "introduction_zh";
  ALTER TABLE "users" DROP COLUMN "colour_mode";
  ALTER TABLE "users" DROP COLUMN "notify_account";
  ALTER TABLE "users" DROP COLUMN "notify_news";
  ALTER TABLE "users" DROP COLUMN "discoverable";
  ALTER TABLE "users" DROP COLUMN "last_login_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "avatars_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "verification_codes_id";
  DROP TYPE "public"."enum_users_preferred_locale";
  DROP TYPE "public"."enum_users_country";
  DROP TYPE "public"."enum_users_colour_mode";
  DROP TYPE "public"."enum_verification_codes_purpose";`)
}
