import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_coaches_languages" AS ENUM('en', 'zh', 'yue', 'es', 'fr', 'de', 'ja', 'ko', 'it', 'pt', 'ru', 'ar', 'hi');
  CREATE TYPE "public"."enum_coaches_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__coaches_v_version_languages" AS ENUM('en', 'zh', 'yue', 'es', 'fr', 'de', 'ja', 'ko', 'it', 'pt', 'ru', 'ar', 'hi');
  CREATE TYPE "public"."enum__coaches_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__coaches_v_published_locale" AS ENUM('en', 'zh');
  CREATE TYPE "public"."enum_packages_category" AS ENUM('admissions', 'ivy', 'transfer', 'graduate', 'summer', 'interview');
  CREATE TYPE "public"."enum_packages_currency" AS ENUM('USD', 'CNY');
  CREATE TYPE "public"."enum_packages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__packages_v_version_category" AS ENUM('admissions', 'ivy', 'transfer', 'graduate', 'summer', 'interview');
  CREATE TYPE "public"."enum__packages_v_version_currency" AS ENUM('USD', 'CNY');
  CREATE TYPE "public"."enum__packages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__packages_v_published_locale" AS ENUM('en', 'zh');
  CREATE TYPE "public"."enum_universities_country" AS ENUM('US', 'CA', 'GB', 'AU', 'NZ', 'IE', 'DE', 'FR', 'NL', 'CH', 'SE', 'DK', 'FI', 'NO', 'BE', 'IT', 'ES', 'JP', 'KR', 'SG', 'HK', 'CN', 'MY', 'TH', 'AE', 'other');
  CREATE TYPE "public"."enum_universities_type" AS ENUM('public', 'private');
  CREATE TYPE "public"."enum_universities_tuition_currency" AS ENUM('USD', 'GBP', 'CAD', 'AUD', 'EUR', 'CHF', 'SGD', 'HKD', 'JPY', 'CNY');
  CREATE TYPE "public"."enum_universities_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__universities_v_version_country" AS ENUM('US', 'CA', 'GB', 'AU', 'NZ', 'IE', 'DE', 'FR', 'NL', 'CH', 'SE', 'DK', 'FI', 'NO', 'BE', 'IT', 'ES', 'JP', 'KR', 'SG', 'HK', 'CN', 'MY', 'TH', 'AE', 'other');
  CREATE TYPE "public"."enum__universities_v_version_type" AS ENUM('public', 'private');
  CREATE TYPE "public"."enum__universities_v_version_tuition_currency" AS ENUM('USD', 'GBP', 'CAD', 'AUD', 'EUR', 'CHF', 'SGD', 'HKD', 'JPY', 'CNY');
  CREATE TYPE "public"."enum__universities_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__universities_v_published_locale" AS ENUM('en', 'zh');
  CREATE TYPE "public"."enum_articles_category" AS ENUM('admissions', 'study-abroad', 'tutoring', 'careers', 'news');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_category" AS ENUM('admissions', 'study-abroad', 'tutoring', 'careers', 'news');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('en', 'zh');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "coaches_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "coaches_reasons_locales" (
  	"point" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "coaches_work_experience" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"period" varchar
  );
  
  CREATE TABLE "coaches_work_experience_locales" (
  	"organisation" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "coaches_education" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric
  );
  
  CREATE TABLE "coaches_education_locales" (
  	"school" varchar,
  	"degree" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "coaches_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_coaches_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "coaches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"photo_id" integer,
  	"years_of_experience" numeric,
  	"former_admissions_officer" boolean DEFAULT false,
  	"former_institution_id" integer,
  	"rating" numeric,
  	"review_count" numeric DEFAULT 0,
  	"bookings" numeric DEFAULT 0,
  	"featured" boolean DEFAULT false,
  	"lowest_price" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_coaches_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "coaches_locales" (
  	"name" varchar,
  	"title" varchar,
  	"headline" varchar,
  	"qualification" varchar,
  	"about" jsonb,
  	"reviews_label" varchar,
  	"placements_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "coaches_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"specialties_id" integer,
  	"universities_id" integer
  );
  
  CREATE TABLE "_coaches_v_version_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_coaches_v_version_reasons_locales" (
  	"point" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_coaches_v_version_work_experience" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"period" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_coaches_v_version_work_experience_locales" (
  	"organisation" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_coaches_v_version_education" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_coaches_v_version_education_locales" (
  	"school" varchar,
  	"degree" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_coaches_v_version_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__coaches_v_version_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_coaches_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_photo_id" integer,
  	"version_years_of_experience" numeric,
  	"version_former_admissions_officer" boolean DEFAULT false,
  	"version_former_institution_id" integer,
  	"version_rating" numeric,
  	"version_review_count" numeric DEFAULT 0,
  	"version_bookings" numeric DEFAULT 0,
  	"version_featured" boolean DEFAULT false,
  	"version_lowest_price" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__coaches_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__coaches_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_coaches_v_locales" (
  	"version_name" varchar,
  	"version_title" varchar,
  	"version_headline" varchar,
  	"version_qualification" varchar,
  	"version_about" jsonb,
  	"version_reviews_label" varchar,
  	"version_placements_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_coaches_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"specialties_id" integer,
  	"universities_id" integer
  );
  
  CREATE TABLE "packages_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "packages_services_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "packages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"coach_id" integer,
  	"category" "enum_packages_category",
  	"starting_at" numeric,
  	"service_fee" numeric,
  	"coaching_hours" numeric,
  	"currency" "enum_packages_currency" DEFAULT 'USD',
  	"most_popular" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_packages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "packages_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_packages_v_version_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_packages_v_version_services_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_packages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_coach_id" integer,
  	"version_category" "enum__packages_v_version_category",
  	"version_starting_at" numeric,
  	"version_service_fee" numeric,
  	"version_coaching_hours" numeric,
  	"version_currency" "enum__packages_v_version_currency" DEFAULT 'USD',
  	"version_most_popular" boolean DEFAULT false,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__packages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__packages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_packages_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "universities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"country" "enum_universities_country",
  	"type" "enum_universities_type",
  	"world_ranking" numeric,
  	"acceptance_rate" numeric,
  	"tuition_min" numeric,
  	"tuition_max" numeric,
  	"tuition_currency" "enum_universities_tuition_currency" DEFAULT 'USD',
  	"website" varchar,
  	"crest_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_universities_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "universities_locales" (
  	"name" varchar,
  	"region" varchar,
  	"city" varchar,
  	"description" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_universities_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_country" "enum__universities_v_version_country",
  	"version_type" "enum__universities_v_version_type",
  	"version_world_ranking" numeric,
  	"version_acceptance_rate" numeric,
  	"version_tuition_min" numeric,
  	"version_tuition_max" numeric,
  	"version_tuition_currency" "enum__universities_v_version_tuition_currency" DEFAULT 'USD',
  	"version_website" varchar,
  	"version_crest_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__universities_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__universities_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_universities_v_locales" (
  	"version_name" varchar,
  	"version_region" varchar,
  	"version_city" varchar,
  	"version_description" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cover_id" integer,
  	"category" "enum_articles_category",
  	"coach_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"author_name" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_cover_id" integer,
  	"version_category" "enum__articles_v_version_category",
  	"version_coach_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__articles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_author_name" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "specialties" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "specialties_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coaches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "packages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "universities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "articles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "specialties_id" integer;
  ALTER TABLE "coaches_reasons" ADD CONSTRAINT "coaches_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coaches_reasons_locales" ADD CONSTRAINT "coaches_reasons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coaches_reasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coaches_work_experience" ADD CONSTRAINT "coaches_work_experience_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coaches_work_experience_locales" ADD CONSTRAINT "coaches_work_experience_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coaches_work_experience"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coaches_education" ADD CONSTRAINT "coaches_education_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coaches_education_locales" ADD CONSTRAINT "coaches_education_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coaches_education"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coaches_languages" ADD CONSTRAINT "coaches_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coaches" ADD CONSTRAINT "coaches_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coaches" ADD CONSTRAINT "coaches_former_institution_id_universities_id_fk" FOREIGN KEY ("former_institution_id") REFERENCES "public"."universities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coaches_locales" ADD CONSTRAINT "coaches_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coaches_locales" ADD CONSTRAINT "coaches_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coaches_rels" ADD CONSTRAINT "coaches_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coaches_rels" ADD CONSTRAINT "coaches_rels_specialties_fk" FOREIGN KEY ("specialties_id") REFERENCES "public"."specialties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coaches_rels" ADD CONSTRAINT "coaches_rels_universities_fk" FOREIGN KEY ("universities_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coaches_v_version_reasons" ADD CONSTRAINT "_coaches_v_version_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_coaches_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coaches_v_version_reasons_locales" ADD CONSTRAINT "_coaches_v_version_reasons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_coaches_v_version_reasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coaches_v_version_work_experience" ADD CONSTRAINT "_coaches_v_version_work_experience_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_coaches_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coaches_v_version_work_experience_locales" ADD CONSTRAINT "_coaches_v_version_work_experience_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_coaches_v_version_work_experience"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coaches_v_version_education" ADD CONSTRAINT "_coaches_v_version_education_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_coaches_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coaches_v_version_education_locales" ADD CONSTRAINT "_coaches_v_version_education_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_coaches_v_version_education"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coaches_v_version_languages" ADD CONSTRAINT "_coaches_v_version_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_coaches_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coaches_v" ADD CONSTRAINT "_coaches_v_parent_id_coaches_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_coaches_v" ADD CONSTRAINT "_coaches_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_coaches_v" ADD CONSTRAINT "_coaches_v_version_former_institution_id_universities_id_fk" FOREIGN KEY ("version_former_institution_id") REFERENCES "public"."universities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_coaches_v_locales" ADD CONSTRAINT "_coaches_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_coaches_v_locales" ADD CONSTRAINT "_coaches_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_coaches_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coaches_v_rels" ADD CONSTRAINT "_coaches_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_coaches_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coaches_v_rels" ADD CONSTRAINT "_coaches_v_rels_specialties_fk" FOREIGN KEY ("specialties_id") REFERENCES "public"."specialties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coaches_v_rels" ADD CONSTRAINT "_coaches_v_rels_universities_fk" FOREIGN KEY ("universities_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "packages_services" ADD CONSTRAINT "packages_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "packages_services_locales" ADD CONSTRAINT "packages_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."packages_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "packages" ADD CONSTRAINT "packages_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "packages_locales" ADD CONSTRAINT "packages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "packages_locales" ADD CONSTRAINT "packages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_packages_v_version_services" ADD CONSTRAINT "_packages_v_version_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_packages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_packages_v_version_services_locales" ADD CONSTRAINT "_packages_v_version_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_packages_v_version_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_packages_v" ADD CONSTRAINT "_packages_v_parent_id_packages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_packages_v" ADD CONSTRAINT "_packages_v_version_coach_id_coaches_id_fk" FOREIGN KEY ("version_coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_packages_v_locales" ADD CONSTRAINT "_packages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_packages_v_locales" ADD CONSTRAINT "_packages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_packages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "universities" ADD CONSTRAINT "universities_crest_id_media_id_fk" FOREIGN KEY ("crest_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "universities_locales" ADD CONSTRAINT "universities_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "universities_locales" ADD CONSTRAINT "universities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_universities_v" ADD CONSTRAINT "_universities_v_parent_id_universities_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."universities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_universities_v" ADD CONSTRAINT "_universities_v_version_crest_id_media_id_fk" FOREIGN KEY ("version_crest_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_universities_v_locales" ADD CONSTRAINT "_universities_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_universities_v_locales" ADD CONSTRAINT "_universities_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_universities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_coach_id_coaches_id_fk" FOREIGN KEY ("version_coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "specialties_locales" ADD CONSTRAINT "specialties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."specialties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "coaches_reasons_order_idx" ON "coaches_reasons" USING btree ("_order");
  CREATE INDEX "coaches_reasons_parent_id_idx" ON "coaches_reasons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "coaches_reasons_locales_locale_parent_id_unique" ON "coaches_reasons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "coaches_work_experience_order_idx" ON "coaches_work_experience" USING btree ("_order");
  CREATE INDEX "coaches_work_experience_parent_id_idx" ON "coaches_work_experience" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "coaches_work_experience_locales_locale_parent_id_unique" ON "coaches_work_experience_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "coaches_education_order_idx" ON "coaches_education" USING btree ("_order");
  CREATE INDEX "coaches_education_parent_id_idx" ON "coaches_education" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "coaches_education_locales_locale_parent_id_unique" ON "coaches_education_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "coaches_languages_order_idx" ON "coaches_languages" USING btree ("order");
  CREATE INDEX "coaches_languages_parent_idx" ON "coaches_languages" USING btree ("parent_id");
  CREATE UNIQUE INDEX "coaches_slug_idx" ON "coaches" USING btree ("slug");
  CREATE INDEX "coaches_photo_idx" ON "coaches" USING btree ("photo_id");
  CREATE INDEX "coaches_former_institution_idx" ON "coaches" USING btree ("former_institution_id");
  CREATE INDEX "coaches_updated_at_idx" ON "coaches" USING btree ("updated_at");
  CREATE INDEX "coaches_created_at_idx" ON "coaches" USING btree ("created_at");
  CREATE INDEX "coaches__status_idx" ON "coaches" USING btree ("_status");
  CREATE INDEX "coaches_meta_meta_image_idx" ON "coaches_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "coaches_locales_locale_parent_id_unique" ON "coaches_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "coaches_rels_order_idx" ON "coaches_rels" USING btree ("order");
  CREATE INDEX "coaches_rels_parent_idx" ON "coaches_rels" USING btree ("parent_id");
  CREATE INDEX "coaches_rels_path_idx" ON "coaches_rels" USING btree ("path");
  CREATE INDEX "coaches_rels_specialties_id_idx" ON "coaches_rels" USING btree ("specialties_id");
  CREATE INDEX "coaches_rels_universities_id_idx" ON "coaches_rels" USING btree ("universities_id");
  CREATE INDEX "_coaches_v_version_reasons_order_idx" ON "_coaches_v_version_reasons" USING btree ("_order");
  CREATE INDEX "_coaches_v_version_reasons_parent_id_idx" ON "_coaches_v_version_reasons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_coaches_v_version_reasons_locales_locale_parent_id_unique" ON "_coaches_v_version_reasons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_coaches_v_version_work_experience_order_idx" ON "_coaches_v_version_work_experience" USING btree ("_order");
  CREATE INDEX "_coaches_v_version_work_experience_parent_id_idx" ON "_coaches_v_version_work_experience" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_coaches_v_version_work_experience_locales_locale_parent_id_" ON "_coaches_v_version_work_experience_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_coaches_v_version_education_order_idx" ON "_coaches_v_version_education" USING btree ("_order");
  CREATE INDEX "_coaches_v_version_education_parent_id_idx" ON "_coaches_v_version_education" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_coaches_v_version_education_locales_locale_parent_id_unique" ON "_coaches_v_version_education_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_coaches_v_version_languages_order_idx" ON "_coaches_v_version_languages" USING btree ("order");
  CREATE INDEX "_coaches_v_version_languages_parent_idx" ON "_coaches_v_version_languages" USING btree ("parent_id");
  CREATE INDEX "_coaches_v_parent_idx" ON "_coaches_v" USING btree ("parent_id");
  CREATE INDEX "_coaches_v_version_version_slug_idx" ON "_coaches_v" USING btree ("version_slug");
  CREATE INDEX "_coaches_v_version_version_photo_idx" ON "_coaches_v" USING btree ("version_photo_id");
  CREATE INDEX "_coaches_v_version_version_former_institution_idx" ON "_coaches_v" USING btree ("version_former_institution_id");
  CREATE INDEX "_coaches_v_version_version_updated_at_idx" ON "_coaches_v" USING btree ("version_updated_at");
  CREATE INDEX "_coaches_v_version_version_created_at_idx" ON "_coaches_v" USING btree ("version_created_at");
  CREATE INDEX "_coaches_v_version_version__status_idx" ON "_coaches_v" USING btree ("version__status");
  CREATE INDEX "_coaches_v_created_at_idx" ON "_coaches_v" USING btree ("created_at");
  CREATE INDEX "_coaches_v_updated_at_idx" ON "_coaches_v" USING btree ("updated_at");
  CREATE INDEX "_coaches_v_snapshot_idx" ON "_coaches_v" USING btree ("snapshot");
  CREATE INDEX "_coaches_v_published_locale_idx" ON "_coaches_v" USING btree ("published_locale");
  CREATE INDEX "_coaches_v_latest_idx" ON "_coaches_v" USING btree ("latest");
  CREATE INDEX "_coaches_v_version_meta_version_meta_image_idx" ON "_coaches_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_coaches_v_locales_locale_parent_id_unique" ON "_coaches_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_coaches_v_rels_order_idx" ON "_coaches_v_rels" USING btree ("order");
  CREATE INDEX "_coaches_v_rels_parent_idx" ON "_coaches_v_rels" USING btree ("parent_id");
  CREATE INDEX "_coaches_v_rels_path_idx" ON "_coaches_v_rels" USING btree ("path");
  CREATE INDEX "_coaches_v_rels_specialties_id_idx" ON "_coaches_v_rels" USING btree ("specialties_id");
  CREATE INDEX "_coaches_v_rels_universities_id_idx" ON "_coaches_v_rels" USING btree ("universities_id");
  CREATE INDEX "packages_services_order_idx" ON "packages_services" USING btree ("_order");
  CREATE INDEX "packages_services_parent_id_idx" ON "packages_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "packages_services_locales_locale_parent_id_unique" ON "packages_services_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "packages_slug_idx" ON "packages" USING btree ("slug");
  CREATE INDEX "packages_coach_idx" ON "packages" USING btree ("coach_id");
  CREATE INDEX "packages_updated_at_idx" ON "packages" USING btree ("updated_at");
  CREATE INDEX "packages_created_at_idx" ON "packages" USING btree ("created_at");
  CREATE INDEX "packages__status_idx" ON "packages" USING btree ("_status");
  CREATE INDEX "packages_meta_meta_image_idx" ON "packages_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "packages_locales_locale_parent_id_unique" ON "packages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_packages_v_version_services_order_idx" ON "_packages_v_version_services" USING btree ("_order");
  CREATE INDEX "_packages_v_version_services_parent_id_idx" ON "_packages_v_version_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_packages_v_version_services_locales_locale_parent_id_unique" ON "_packages_v_version_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_packages_v_parent_idx" ON "_packages_v" USING btree ("parent_id");
  CREATE INDEX "_packages_v_version_version_slug_idx" ON "_packages_v" USING btree ("version_slug");
  CREATE INDEX "_packages_v_version_version_coach_idx" ON "_packages_v" USING btree ("version_coach_id");
  CREATE INDEX "_packages_v_version_version_updated_at_idx" ON "_packages_v" USING btree ("version_updated_at");
  CREATE INDEX "_packages_v_version_version_created_at_idx" ON "_packages_v" USING btree ("version_created_at");
  CREATE INDEX "_packages_v_version_version__status_idx" ON "_packages_v" USING btree ("version__status");
  CREATE INDEX "_packages_v_created_at_idx" ON "_packages_v" USING btree ("created_at");
  CREATE INDEX "_packages_v_updated_at_idx" ON "_packages_v" USING btree ("updated_at");
  CREATE INDEX "_packages_v_snapshot_idx" ON "_packages_v" USING btree ("snapshot");
  CREATE INDEX "_packages_v_published_locale_idx" ON "_packages_v" USING btree ("published_locale");
  CREATE INDEX "_packages_v_latest_idx" ON "_packages_v" USING btree ("latest");
  CREATE INDEX "_packages_v_version_meta_version_meta_image_idx" ON "_packages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_packages_v_locales_locale_parent_id_unique" ON "_packages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "universities_slug_idx" ON "universities" USING btree ("slug");
  CREATE INDEX "universities_crest_idx" ON "universities" USING btree ("crest_id");
  CREATE INDEX "universities_updated_at_idx" ON "universities" USING btree ("updated_at");
  CREATE INDEX "universities_created_at_idx" ON "universities" USING btree ("created_at");
  CREATE INDEX "universities__status_idx" ON "universities" USING btree ("_status");
  CREATE INDEX "universities_meta_meta_image_idx" ON "universities_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "universities_locales_locale_parent_id_unique" ON "universities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_universities_v_parent_idx" ON "_universities_v" USING btree ("parent_id");
  CREATE INDEX "_universities_v_version_version_slug_idx" ON "_universities_v" USING btree ("version_slug");
  CREATE INDEX "_universities_v_version_version_crest_idx" ON "_universities_v" USING btree ("version_crest_id");
  CREATE INDEX "_universities_v_version_version_updated_at_idx" ON "_universities_v" USING btree ("version_updated_at");
  CREATE INDEX "_universities_v_version_version_created_at_idx" ON "_universities_v" USING btree ("version_created_at");
  CREATE INDEX "_universities_v_version_version__status_idx" ON "_universities_v" USING btree ("version__status");
  CREATE INDEX "_universities_v_created_at_idx" ON "_universities_v" USING btree ("created_at");
  CREATE INDEX "_universities_v_updated_at_idx" ON "_universities_v" USING btree ("updated_at");
  CREATE INDEX "_universities_v_snapshot_idx" ON "_universities_v" USING btree ("snapshot");
  CREATE INDEX "_universities_v_published_locale_idx" ON "_universities_v" USING btree ("published_locale");
  CREATE INDEX "_universities_v_latest_idx" ON "_universities_v" USING btree ("latest");
  CREATE INDEX "_universities_v_version_meta_version_meta_image_idx" ON "_universities_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_universities_v_locales_locale_parent_id_unique" ON "_universities_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_cover_idx" ON "articles" USING btree ("cover_id");
  CREATE INDEX "articles_coach_idx" ON "articles" USING btree ("coach_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE UNIQUE INDEX "articles_slug_idx" ON "articles_locales" USING btree ("slug","_locale");
  CREATE INDEX "articles_meta_meta_image_idx" ON "articles_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_cover_idx" ON "_articles_v" USING btree ("version_cover_id");
  CREATE INDEX "_articles_v_version_version_coach_idx" ON "_articles_v" USING btree ("version_coach_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v_locales" USING btree ("version_slug","_locale");
  CREATE INDEX "_articles_v_version_meta_version_meta_image_idx" ON "_articles_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "specialties_slug_idx" ON "specialties" USING btree ("slug");
  CREATE INDEX "specialties_updated_at_idx" ON "specialties" USING btree ("updated_at");
  CREATE INDEX "specialties_created_at_idx" ON "specialties" USING btree ("created_at");
  CREATE UNIQUE INDEX "specialties_locales_locale_parent_id_unique" ON "specialties_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coaches_fk" FOREIGN KEY ("coaches_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_packages_fk" FOREIGN KEY ("packages_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_universities_fk" FOREIGN KEY ("universities_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_specialties_fk" FOREIGN KEY ("specialties_id") REFERENCES "public"."specialties"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_coaches_id_idx" ON "payload_locked_documents_rels" USING btree ("coaches_id");
  CREATE INDEX "payload_locked_documents_rels_packages_id_idx" ON "payload_locked_documents_rels" USING btree ("packages_id");
  CREATE INDEX "payload_locked_documents_rels_universities_id_idx" ON "payload_locked_documents_rels" USING btree ("universities_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_specialties_id_idx" ON "payload_locked_documents_rels" USING btree ("specialties_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "coaches_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coaches_reasons_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coaches_work_experience" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coaches_work_experience_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coaches_education" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coaches_education_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coaches_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coaches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coaches_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coaches_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coaches_v_version_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coaches_v_version_reasons_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coaches_v_version_work_experience" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coaches_v_version_work_experience_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coaches_v_version_education" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coaches_v_version_education_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coaches_v_version_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coaches_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coaches_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coaches_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "packages_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "packages_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "packages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_packages_v_version_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_packages_v_version_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_packages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_packages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "universities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "universities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_universities_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_universities_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "specialties" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "specialties_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "coaches_reasons" CASCADE;
  DROP TABLE "coaches_reasons_locales" CASCADE;
  DROP TABLE "coaches_work_experience" CASCADE;
  DROP TABLE "coaches_work_experience_locales" CASCADE;
  DROP TABLE "coaches_education" CASCADE;
  DROP TABLE "coaches_education_locales" CASCADE;
  DROP TABLE "coaches_languages" CASCADE;
  DROP TABLE "coaches" CASCADE;
  DROP TABLE "coaches_locales" CASCADE;
  DROP TABLE "coaches_rels" CASCADE;
  DROP TABLE "_coaches_v_version_reasons" CASCADE;
  DROP TABLE "_coaches_v_version_reasons_locales" CASCADE;
  DROP TABLE "_coaches_v_version_work_experience" CASCADE;
  DROP TABLE "_coaches_v_version_work_experience_locales" CASCADE;
  DROP TABLE "_coaches_v_version_education" CASCADE;
  DROP TABLE "_coaches_v_version_education_locales" CASCADE;
  DROP TABLE "_coaches_v_version_languages" CASCADE;
  DROP TABLE "_coaches_v" CASCADE;
  DROP TABLE "_coaches_v_locales" CASCADE;
  DROP TABLE "_coaches_v_rels" CASCADE;
  DROP TABLE "packages_services" CASCADE;
  DROP TABLE "packages_services_locales" CASCADE;
  DROP TABLE "packages" CASCADE;
  DROP TABLE "packages_locales" CASCADE;
  DROP TABLE "_packages_v_version_services" CASCADE;
  DROP TABLE "_packages_v_version_services_locales" CASCADE;
  DROP TABLE "_packages_v" CASCADE;
  DROP TABLE "_packages_v_locales" CASCADE;
  DROP TABLE "universities" CASCADE;
  DROP TABLE "universities_locales" CASCADE;
  DROP TABLE "_universities_v" CASCADE;
  DROP TABLE "_universities_v_locales" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "specialties" CASCADE;
  DROP TABLE "specialties_locales" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coaches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_packages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_universities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_articles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_specialties_fk";
  
  DROP INDEX "payload_locked_documents_rels_coaches_id_idx";
  DROP INDEX "payload_locked_documents_rels_packages_id_idx";
  DROP INDEX "payload_locked_documents_rels_universities_id_idx";
  DROP INDEX "payload_locked_documents_rels_articles_id_idx";
  DROP INDEX "payload_locked_documents_rels_specialties_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coaches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "packages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "universities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "articles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "specialties_id";
  DROP TYPE "public"."enum_coaches_languages";
  DROP TYPE "public"."enum_coaches_status";
  DROP TYPE "public"."enum__coaches_v_version_languages";
  DROP TYPE "public"."enum__coaches_v_version_status";
  DROP TYPE "public"."enum__coaches_v_published_locale";
  DROP TYPE "public"."enum_packages_category";
  DROP TYPE "public"."enum_packages_currency";
  DROP TYPE "public"."enum_packages_status";
  DROP TYPE "public"."enum__packages_v_version_category";
  DROP TYPE "public"."enum__packages_v_version_currency";
  DROP TYPE "public"."enum__packages_v_version_status";
  DROP TYPE "public"."enum__packages_v_published_locale";
  DROP TYPE "public"."enum_universities_country";
  DROP TYPE "public"."enum_universities_type";
  DROP TYPE "public"."enum_universities_tuition_currency";
  DROP TYPE "public"."enum_universities_status";
  DROP TYPE "public"."enum__universities_v_version_country";
  DROP TYPE "public"."enum__universities_v_version_type";
  DROP TYPE "public"."enum__universities_v_version_tuition_currency";
  DROP TYPE "public"."enum__universities_v_version_status";
  DROP TYPE "public"."enum__universities_v_published_locale";
  DROP TYPE "public"."enum_articles_category";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_category";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
