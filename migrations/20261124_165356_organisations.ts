import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_organisations_provider_type" AS ENUM('employer', 'school', 'education-agency');
  CREATE TYPE "public"."enum_organisations_certification_status" AS ENUM('pending-submission', 'pending-review', 'approved', 'rejected', 'expired');
  CREATE TYPE "public"."enum_organisations_provider_status" AS ENUM('pending-review', 'certified', 'rejected', 'disabled');
  CREATE TYPE "public"."enum_organisations_industry" AS ENUM('education', 'technology', 'healthcare', 'finance', 'manufacturing', 'other');
  CREATE TYPE "public"."enum_organisations_employee_count" AS ENUM('1-50', '51-200', '201-500', '500+');
  CREATE TYPE "public"."enum_organisations_country" AS ENUM('US', 'CA', 'GB', 'AU', 'NZ', 'IE', 'DE', 'FR', 'NL', 'CH', 'SE', 'DK', 'FI', 'NO', 'BE', 'IT', 'ES', 'JP', 'KR', 'SG', 'HK', 'CN', 'MY', 'TH', 'AE', 'other');
  CREATE TYPE "public"."enum_service_managers_business_area_codes" AS ENUM('study-tour', 'overseas-programme', 'credit-course', 'pre-college', 'tutoring', 'dream-school-immersion', 'job', 'internship');
  CREATE TYPE "public"."enum_offerings_languages" AS ENUM('en', 'zh', 'yue', 'es', 'fr', 'de', 'ja', 'ko', 'it', 'pt', 'ru', 'ar', 'hi');
  CREATE TYPE "public"."enum_offerings_type" AS ENUM('study-tour', 'overseas-programme', 'credit-course', 'pre-college', 'tutoring', 'dream-school-immersion');
  CREATE TYPE "public"."enum_offerings_country" AS ENUM('US', 'CA', 'GB', 'AU', 'NZ', 'IE', 'DE', 'FR', 'NL', 'CH', 'SE', 'DK', 'FI', 'NO', 'BE', 'IT', 'ES', 'JP', 'KR', 'SG', 'HK', 'CN', 'MY', 'TH', 'AE', 'other');
  CREATE TYPE "public"."enum_offerings_min_education_level" AS ENUM('high-school', 'vocational-college', 'bachelor', 'master', 'doctor', 'other');
  CREATE TYPE "public"."enum_offerings_max_education_level" AS ENUM('high-school', 'vocational-college', 'bachelor', 'master', 'doctor', 'other');
  CREATE TYPE "public"."enum_offerings_english_level" AS ENUM('cet4', 'cet6', 'ielts', 'toefl', 'native', 'fluent', 'intermediate', 'basic');
  CREATE TYPE "public"."enum_offerings_currency" AS ENUM('USD', 'CNY', 'EUR', 'GBP', 'AUD', 'CAD');
  CREATE TYPE "public"."enum_offerings_status" AS ENUM('draft', 'published', 'closed');
  CREATE TYPE "public"."enum_jobs_languages" AS ENUM('en', 'zh', 'yue', 'es', 'fr', 'de', 'ja', 'ko', 'it', 'pt', 'ru', 'ar', 'hi');
  CREATE TYPE "public"."enum_jobs_type" AS ENUM('job', 'internship');
  CREATE TYPE "public"."enum_jobs_country" AS ENUM('US', 'CA', 'GB', 'AU', 'NZ', 'IE', 'DE', 'FR', 'NL', 'CH', 'SE', 'DK', 'FI', 'NO', 'BE', 'IT', 'ES', 'JP', 'KR', 'SG', 'HK', 'CN', 'MY', 'TH', 'AE', 'other');
  CREATE TYPE "public"."enum_jobs_industry" AS ENUM('education', 'technology', 'healthcare', 'finance', 'manufacturing', 'other');
  CREATE TYPE "public"."enum_jobs_pay" AS ENUM('salary', 'stipend', 'unpaid');
  CREATE TYPE "public"."enum_jobs_currency" AS ENUM('USD', 'CNY', 'EUR', 'GBP', 'AUD', 'CAD');
  CREATE TYPE "public"."enum_jobs_salary_period" AS ENUM('month', 'year');
  CREATE TYPE "public"."enum_jobs_education_level" AS ENUM('high-school', 'vocational-college', 'bachelor', 'master', 'doctor', 'other');
  CREATE TYPE "public"."enum_jobs_english_level" AS ENUM('cet4', 'cet6', 'ielts', 'toefl', 'native', 'fluent', 'intermediate', 'basic');
  CREATE TYPE "public"."enum_jobs_status" AS ENUM('draft', 'published', 'closed');
  CREATE TYPE "public"."enum_applications_history_from" AS ENUM('submitted', 'shortlisted', 'interview', 'offer', 'accepted', 'declined', 'withdrawn');
  CREATE TYPE "public"."enum_applications_history_to" AS ENUM('submitted', 'shortlisted', 'interview', 'offer', 'accepted', 'declined', 'withdrawn');
  CREATE TYPE "public"."enum_applications_status" AS ENUM('submitted', 'shortlisted', 'interview', 'offer', 'accepted', 'declined', 'withdrawn');
  CREATE TYPE "public"."enum_applications_applicant_education_level" AS ENUM('high-school', 'vocational-college', 'bachelor', 'master', 'doctor', 'other');
  ALTER TYPE "public"."enum_packages_currency" ADD VALUE 'EUR';
  ALTER TYPE "public"."enum_packages_currency" ADD VALUE 'GBP';
  ALTER TYPE "public"."enum_packages_currency" ADD VALUE 'AUD';
  ALTER TYPE "public"."enum_packages_currency" ADD VALUE 'CAD';
  ALTER TYPE "public"."enum__packages_v_version_currency" ADD VALUE 'EUR';
  ALTER TYPE "public"."enum__packages_v_version_currency" ADD VALUE 'GBP';
  ALTER TYPE "public"."enum__packages_v_version_currency" ADD VALUE 'AUD';
  ALTER TYPE "public"."enum__packages_v_version_currency" ADD VALUE 'CAD';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'closeListings' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'closeListings' BEFORE 'schedulePublish';
  CREATE TABLE "organisations_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "organisations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"certification_id" integer,
  	"provider_type" "enum_organisations_provider_type",
  	"certification_status" "enum_organisations_certification_status",
  	"provider_status" "enum_organisations_provider_status",
  	"certified" boolean DEFAULT false,
  	"core_saved_at" timestamp(3) with time zone,
  	"establishment_year" numeric,
  	"industry" "enum_organisations_industry",
  	"employee_count" "enum_organisations_employee_count",
  	"licence_number" varchar,
  	"licence_photo_id" integer,
  	"logo_id" integer,
  	"website" varchar,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"country" "enum_organisations_country",
  	"region" varchar,
  	"showable" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "organisations_locales" (
  	"name" varchar NOT NULL,
  	"short_name" varchar,
  	"slogan" varchar,
  	"description" varchar,
  	"address" varchar,
  	"business_scope" varchar,
  	"certification_names" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "service_managers_business_area_codes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_service_managers_business_area_codes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "service_managers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organisation_id" integer NOT NULL,
  	"owner_id" integer NOT NULL,
  	"avatar_id" integer,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"rating" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_managers_locales" (
  	"name" varchar NOT NULL,
  	"introduction" varchar,
  	"business_area_names" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "offerings_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_offerings_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "offerings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_offerings_type" NOT NULL,
  	"country" "enum_offerings_country",
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"duration_days" numeric,
  	"min_age" numeric,
  	"max_age" numeric,
  	"min_education_level" "enum_offerings_min_education_level",
  	"max_education_level" "enum_offerings_max_education_level",
  	"english_level" "enum_offerings_english_level",
  	"price" numeric,
  	"currency" "enum_offerings_currency" DEFAULT 'USD',
  	"capacity" numeric,
  	"places_left" numeric,
  	"cover_id" integer,
  	"organisation_id" integer NOT NULL,
  	"owner_id" integer NOT NULL,
  	"status" "enum_offerings_status" DEFAULT 'draft' NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"deadline" timestamp(3) with time zone,
  	"contact_manager_id" integer,
  	"hidden" boolean DEFAULT false,
  	"hidden_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offerings_locales" (
  	"title" varchar NOT NULL,
  	"summary" varchar,
  	"description" jsonb,
  	"city" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "offerings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"organisation_images_id" integer
  );
  
  CREATE TABLE "jobs_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_jobs_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_jobs_type" NOT NULL,
  	"country" "enum_jobs_country",
  	"remote" boolean DEFAULT false,
  	"industry" "enum_jobs_industry",
  	"pay" "enum_jobs_pay" DEFAULT 'salary',
  	"salary_min" numeric,
  	"salary_max" numeric,
  	"currency" "enum_jobs_currency" DEFAULT 'USD',
  	"salary_period" "enum_jobs_salary_period" DEFAULT 'month',
  	"education_level" "enum_jobs_education_level",
  	"english_level" "enum_jobs_english_level",
  	"start_date" timestamp(3) with time zone,
  	"organisation_id" integer NOT NULL,
  	"owner_id" integer NOT NULL,
  	"status" "enum_jobs_status" DEFAULT 'draft' NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"deadline" timestamp(3) with time zone,
  	"contact_manager_id" integer,
  	"hidden" boolean DEFAULT false,
  	"hidden_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "jobs_locales" (
  	"title" varchar NOT NULL,
  	"description" jsonb,
  	"city" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "applications_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"by_id" integer,
  	"from" "enum_applications_history_from",
  	"to" "enum_applications_history_to"
  );
  
  CREATE TABLE "applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"offering_id" integer,
  	"job_id" integer,
  	"listing_key" varchar,
  	"organisation_id" integer,
  	"organisation_owner_id" integer,
  	"status" "enum_applications_status" DEFAULT 'submitted' NOT NULL,
  	"message" varchar,
  	"cv_id" integer,
  	"applicant_name" varchar,
  	"applicant_education_level" "enum_applications_applicant_education_level",
  	"applicant_school" varchar,
  	"applicant_major" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "organisation_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"alt" varchar,
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
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "application_documents" (
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
  
  CREATE TABLE "application_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "organisations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_managers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "offerings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "jobs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "organisation_images_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "application_documents_id" integer;
  ALTER TABLE "organisations_social_links" ADD CONSTRAINT "organisations_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "organisations" ADD CONSTRAINT "organisations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organisations" ADD CONSTRAINT "organisations_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organisations" ADD CONSTRAINT "organisations_licence_photo_id_certification_documents_id_fk" FOREIGN KEY ("licence_photo_id") REFERENCES "public"."certification_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organisations" ADD CONSTRAINT "organisations_logo_id_organisation_images_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."organisation_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organisations_locales" ADD CONSTRAINT "organisations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_managers_business_area_codes" ADD CONSTRAINT "service_managers_business_area_codes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_managers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_managers" ADD CONSTRAINT "service_managers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_managers" ADD CONSTRAINT "service_managers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_managers" ADD CONSTRAINT "service_managers_avatar_id_organisation_images_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."organisation_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_managers_locales" ADD CONSTRAINT "service_managers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_managers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offerings_languages" ADD CONSTRAINT "offerings_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offerings" ADD CONSTRAINT "offerings_cover_id_organisation_images_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."organisation_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offerings" ADD CONSTRAINT "offerings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offerings" ADD CONSTRAINT "offerings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offerings" ADD CONSTRAINT "offerings_contact_manager_id_service_managers_id_fk" FOREIGN KEY ("contact_manager_id") REFERENCES "public"."service_managers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offerings_locales" ADD CONSTRAINT "offerings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offerings_rels" ADD CONSTRAINT "offerings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offerings_rels" ADD CONSTRAINT "offerings_rels_organisation_images_fk" FOREIGN KEY ("organisation_images_id") REFERENCES "public"."organisation_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_languages" ADD CONSTRAINT "jobs_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_contact_manager_id_service_managers_id_fk" FOREIGN KEY ("contact_manager_id") REFERENCES "public"."service_managers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications_history" ADD CONSTRAINT "applications_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications_history" ADD CONSTRAINT "applications_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_organisation_owner_id_users_id_fk" FOREIGN KEY ("organisation_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_cv_id_application_documents_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."application_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organisation_images" ADD CONSTRAINT "organisation_images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_documents_rels" ADD CONSTRAINT "application_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."application_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "application_documents_rels" ADD CONSTRAINT "application_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "organisations_social_links_order_idx" ON "organisations_social_links" USING btree ("_order");
  CREATE INDEX "organisations_social_links_parent_id_idx" ON "organisations_social_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "organisations_owner_idx" ON "organisations" USING btree ("owner_id");
  CREATE INDEX "organisations_certification_idx" ON "organisations" USING btree ("certification_id");
  CREATE INDEX "organisations_certified_idx" ON "organisations" USING btree ("certified");
  CREATE INDEX "organisations_licence_photo_idx" ON "organisations" USING btree ("licence_photo_id");
  CREATE INDEX "organisations_logo_idx" ON "organisations" USING btree ("logo_id");
  CREATE INDEX "organisations_showable_idx" ON "organisations" USING btree ("showable");
  CREATE INDEX "organisations_updated_at_idx" ON "organisations" USING btree ("updated_at");
  CREATE INDEX "organisations_created_at_idx" ON "organisations" USING btree ("created_at");
  CREATE UNIQUE INDEX "organisations_locales_locale_parent_id_unique" ON "organisations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "service_managers_business_area_codes_order_idx" ON "service_managers_business_area_codes" USING btree ("order");
  CREATE INDEX "service_managers_business_area_codes_parent_idx" ON "service_managers_business_area_codes" USING btree ("parent_id");
  CREATE INDEX "service_managers_organisation_idx" ON "service_managers" USING btree ("organisation_id");
  CREATE INDEX "service_managers_owner_idx" ON "service_managers" USING btree ("owner_id");
  CREATE INDEX "service_managers_avatar_idx" ON "service_managers" USING btree ("avatar_id");
  CREATE INDEX "service_managers_updated_at_idx" ON "service_managers" USING btree ("updated_at");
  CREATE INDEX "service_managers_created_at_idx" ON "service_managers" USING btree ("created_at");
  CREATE UNIQUE INDEX "service_managers_locales_locale_parent_id_unique" ON "service_managers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "offerings_languages_order_idx" ON "offerings_languages" USING btree ("order");
  CREATE INDEX "offerings_languages_parent_idx" ON "offerings_languages" USING btree ("parent_id");
  CREATE INDEX "offerings_type_idx" ON "offerings" USING btree ("type");
  CREATE INDEX "offerings_country_idx" ON "offerings" USING btree ("country");
  CREATE INDEX "offerings_start_date_idx" ON "offerings" USING btree ("start_date");
  CREATE INDEX "offerings_price_idx" ON "offerings" USING btree ("price");
  CREATE INDEX "offerings_cover_idx" ON "offerings" USING btree ("cover_id");
  CREATE INDEX "offerings_organisation_idx" ON "offerings" USING btree ("organisation_id");
  CREATE INDEX "offerings_owner_idx" ON "offerings" USING btree ("owner_id");
  CREATE INDEX "offerings_status_idx" ON "offerings" USING btree ("status");
  CREATE INDEX "offerings_published_at_idx" ON "offerings" USING btree ("published_at");
  CREATE INDEX "offerings_deadline_idx" ON "offerings" USING btree ("deadline");
  CREATE INDEX "offerings_contact_manager_idx" ON "offerings" USING btree ("contact_manager_id");
  CREATE INDEX "offerings_hidden_idx" ON "offerings" USING btree ("hidden");
  CREATE INDEX "offerings_updated_at_idx" ON "offerings" USING btree ("updated_at");
  CREATE INDEX "offerings_created_at_idx" ON "offerings" USING btree ("created_at");
  CREATE UNIQUE INDEX "offerings_locales_locale_parent_id_unique" ON "offerings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "offerings_rels_order_idx" ON "offerings_rels" USING btree ("order");
  CREATE INDEX "offerings_rels_parent_idx" ON "offerings_rels" USING btree ("parent_id");
  CREATE INDEX "offerings_rels_path_idx" ON "offerings_rels" USING btree ("path");
  CREATE INDEX "offerings_rels_organisation_images_id_idx" ON "offerings_rels" USING btree ("organisation_images_id");
  CREATE INDEX "jobs_languages_order_idx" ON "jobs_languages" USING btree ("order");
  CREATE INDEX "jobs_languages_parent_idx" ON "jobs_languages" USING btree ("parent_id");
  CREATE INDEX "jobs_type_idx" ON "jobs" USING btree ("type");
  CREATE INDEX "jobs_country_idx" ON "jobs" USING btree ("country");
  CREATE INDEX "jobs_remote_idx" ON "jobs" USING btree ("remote");
  CREATE INDEX "jobs_industry_idx" ON "jobs" USING btree ("industry");
  CREATE INDEX "jobs_salary_min_idx" ON "jobs" USING btree ("salary_min");
  CREATE INDEX "jobs_english_level_idx" ON "jobs" USING btree ("english_level");
  CREATE INDEX "jobs_organisation_idx" ON "jobs" USING btree ("organisation_id");
  CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_id");
  CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status");
  CREATE INDEX "jobs_published_at_idx" ON "jobs" USING btree ("published_at");
  CREATE INDEX "jobs_deadline_idx" ON "jobs" USING btree ("deadline");
  CREATE INDEX "jobs_contact_manager_idx" ON "jobs" USING btree ("contact_manager_id");
  CREATE INDEX "jobs_hidden_idx" ON "jobs" USING btree ("hidden");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE UNIQUE INDEX "jobs_locales_locale_parent_id_unique" ON "jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "applications_history_order_idx" ON "applications_history" USING btree ("_order");
  CREATE INDEX "applications_history_parent_id_idx" ON "applications_history" USING btree ("_parent_id");
  CREATE INDEX "applications_history_by_idx" ON "applications_history" USING btree ("by_id");
  CREATE INDEX "applications_owner_idx" ON "applications" USING btree ("owner_id");
  CREATE INDEX "applications_offering_idx" ON "applications" USING btree ("offering_id");
  CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id");
  CREATE INDEX "applications_organisation_idx" ON "applications" USING btree ("organisation_id");
  CREATE INDEX "applications_organisation_owner_idx" ON "applications" USING btree ("organisation_owner_id");
  CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");
  CREATE INDEX "applications_cv_idx" ON "applications" USING btree ("cv_id");
  CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");
  CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_listingKey_idx" ON "applications" USING btree ("owner_id","listing_key");
  CREATE INDEX "organisation_images_owner_idx" ON "organisation_images" USING btree ("owner_id");
  CREATE INDEX "organisation_images_updated_at_idx" ON "organisation_images" USING btree ("updated_at");
  CREATE INDEX "organisation_images_created_at_idx" ON "organisation_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "organisation_images_filename_idx" ON "organisation_images" USING btree ("filename");
  CREATE INDEX "organisation_images_sizes_thumbnail_sizes_thumbnail_file_idx" ON "organisation_images" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "organisation_images_sizes_card_sizes_card_filename_idx" ON "organisation_images" USING btree ("sizes_card_filename");
  CREATE INDEX "application_documents_owner_idx" ON "application_documents" USING btree ("owner_id");
  CREATE INDEX "application_documents_updated_at_idx" ON "application_documents" USING btree ("updated_at");
  CREATE INDEX "application_documents_created_at_idx" ON "application_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "application_documents_filename_idx" ON "application_documents" USING btree ("filename");
  CREATE INDEX "application_documents_rels_order_idx" ON "application_documents_rels" USING btree ("order");
  CREATE INDEX "application_documents_rels_parent_idx" ON "application_documents_rels" USING btree ("parent_id");
  CREATE INDEX "application_documents_rels_path_idx" ON "application_documents_rels" USING btree ("path");
  CREATE INDEX "application_documents_rels_users_id_idx" ON "application_documents_rels" USING btree ("users_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_organisations_fk" FOREIGN KEY ("organisations_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_managers_fk" FOREIGN KEY ("service_managers_id") REFERENCES "public"."service_managers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offerings_fk" FOREIGN KEY ("offerings_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_organisation_images_fk" FOREIGN KEY ("organisation_images_id") REFERENCES "public"."organisation_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_application_documents_fk" FOREIGN KEY ("application_documents_id") REFERENCES "public"."application_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_organisations_id_idx" ON "payload_locked_documents_rels" USING btree ("organisations_id");
  CREATE INDEX "payload_locked_documents_rels_service_managers_id_idx" ON "payload_locked_documents_rels" USING btree ("service_managers_id");
  CREATE INDEX "payload_locked_documents_rels_offerings_id_idx" ON "payload_locked_documents_rels" USING btree ("offerings_id");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");
  CREATE INDEX "payload_locked_documents_rels_organisation_images_id_idx" ON "payload_locked_documents_rels" USING btree ("organisation_images_id");
  CREATE INDEX "payload_locked_documents_rels_application_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("application_documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "organisations_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "organisations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "organisations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_managers_business_area_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_managers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_managers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offerings_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offerings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offerings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offerings_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "organisation_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_documents_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "organisations_social_links" CASCADE;
  DROP TABLE "organisations" CASCADE;
  DROP TABLE "organisations_locales" CASCADE;
  DROP TABLE "service_managers_business_area_codes" CASCADE;
  DROP TABLE "service_managers" CASCADE;
  DROP TABLE "service_managers_locales" CASCADE;
  DROP TABLE "offerings_languages" CASCADE;
  DROP TABLE "offerings" CASCADE;
  DROP TABLE "offerings_locales" CASCADE;
  DROP TABLE "offerings_rels" CASCADE;
  DROP TABLE "jobs_languages" CASCADE;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "jobs_locales" CASCADE;
  DROP TABLE "applications_history" CASCADE;
  DROP TABLE "applications" CASCADE;
  DROP TABLE "organisation_images" CASCADE;
  DROP TABLE "application_documents" CASCADE;
  DROP TABLE "application_documents_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_organisations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_managers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_offerings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_jobs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_organisation_images_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_application_documents_fk";
  
  ALTER TABLE "packages" ALTER COLUMN "currency" SET DATA TYPE text;
  ALTER TABLE "packages" ALTER COLUMN "currency" SET DEFAULT 'USD'::text;
  DROP TYPE "public"."enum_packages_currency";
  CREATE TYPE "public"."enum_packages_currency" AS ENUM('USD', 'CNY');
  ALTER TABLE "packages" ALTER COLUMN "currency" SET DEFAULT 'USD'::"public"."enum_packages_currency";
  ALTER TABLE "packages" ALTER COLUMN "currency" SET DATA TYPE "public"."enum_packages_currency" USING "currency"::"public"."enum_packages_currency";
  ALTER TABLE "_packages_v" ALTER COLUMN "version_currency" SET DATA TYPE text;
  ALTER TABLE "_packages_v" ALTER COLUMN "version_currency" SET DEFAULT 'USD'::text;
  DROP TYPE "public"."enum__packages_v_version_currency";
  CREATE TYPE "public"."enum__packages_v_version_currency" AS ENUM('USD', 'CNY');
  ALTER TABLE "_packages_v" ALTER COLUMN "version_currency" SET DEFAULT 'USD'::"public"."enum__packages_v_version_currency";
  ALTER TABLE "_packages_v" ALTER COLUMN "version_currency" SET DATA TYPE "public"."enum__packages_v_version_currency" USING "version_currency"::"public"."enum__packages_v_version_currency";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadMail', 'sendCertificationMail', 'expireCertifications', 'removeOrphanedDocuments', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadMail', 'sendCertificationMail', 'expireCertifications', 'removeOrphanedDocuments', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_organisations_id_idx";
  DROP INDEX "payload_locked_documents_rels_service_managers_id_idx";
  DROP INDEX "payload_locked_documents_rels_offerings_id_idx";
  DROP INDEX "payload_locked_documents_rels_jobs_id_idx";
  DROP INDEX "payload_locked_documents_rels_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_organisation_images_id_idx";
  DROP INDEX "payload_locked_documents_rels_application_documents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "organisations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_managers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "offerings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "jobs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "organisation_images_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "application_documents_id";
  DROP TYPE "public"."enum_organisations_provider_type";
  DROP TYPE "public"."enum_organisations_certification_status";
  DROP TYPE "public"."enum_organisations_provider_status";
  DROP TYPE "public"."enum_organisations_industry";
  DROP TYPE "public"."enum_organisations_employee_count";
  DROP TYPE "public"."enum_organisations_country";
  DROP TYPE "public"."enum_service_managers_business_area_codes";
  DROP TYPE "public"."enum_offerings_languages";
  DROP TYPE "public"."enum_offerings_type";
  DROP TYPE "public"."enum_offerings_country";
  DROP TYPE "public"."enum_offerings_min_education_level";
  DROP TYPE "public"."enum_offerings_max_education_level";
  DROP TYPE "public"."enum_offerings_english_level";
  DROP TYPE "public"."enum_offerings_currency";
  DROP TYPE "public"."enum_offerings_status";
  DROP TYPE "public"."enum_jobs_languages";
  DROP TYPE "public"."enum_jobs_type";
  DROP TYPE "public"."enum_jobs_country";
  DROP TYPE "public"."enum_jobs_industry";
  DROP TYPE "public"."enum_jobs_pay";
  DROP TYPE "public"."enum_jobs_currency";
  DROP TYPE "public"."enum_jobs_salary_period";
  DROP TYPE "public"."enum_jobs_education_level";
  DROP TYPE "public"."enum_jobs_english_level";
  DROP TYPE "public"."enum_jobs_status";
  DROP TYPE "public"."enum_applications_history_from";
  DROP TYPE "public"."enum_applications_history_to";
  DROP TYPE "public"."enum_applications_status";
  DROP TYPE "public"."enum_applications_applicant_education_level";`)
}
