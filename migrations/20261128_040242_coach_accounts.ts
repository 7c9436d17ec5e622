import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_users_roles" ADD VALUE 'coach';
  ALTER TABLE "coaches" ADD COLUMN "account_id" integer;
  ALTER TABLE "_coaches_v" ADD COLUMN "version_account_id" integer;
  ALTER TABLE "bookings" ADD COLUMN "student_name" varchar;
  ALTER TABLE "coaches" ADD CONSTRAINT "coaches_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_coaches_v" ADD CONSTRAINT "_coaches_v_version_account_id_users_id_fk" FOREIGN KEY ("version_account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "coaches_account_idx" ON "coaches" USING btree ("account_id");
  CREATE INDEX "_coaches_v_version_version_account_idx" ON "_coaches_v" USING btree ("version_account_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "coaches" DROP CONSTRAINT "coaches_account_id_users_id_fk";
  
  ALTER TABLE "_coaches_v" DROP CONSTRAINT "_coaches_v_version_account_id_users_id_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'reviewer', 'student', 'school', 'employer', 'institution');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "coaches_account_idx";
  DROP INDEX "_coaches_v_version_version_account_idx";
  ALTER TABLE "coaches" DROP COLUMN "account_id";
  ALTER TABLE "_coaches_v" DROP COLUMN "version_account_id";
  ALTER TABLE "bookings" DROP COLUMN "student_name";`)
}
