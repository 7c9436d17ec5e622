import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Map coordinates for the office and universities, and the maps service of the site settings. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_maps_provider" AS ENUM('none', 'auto', 'amap', 'osm');
  ALTER TABLE "universities" ADD COLUMN "location_latitude" numeric;
  ALTER TABLE "universities" ADD COLUMN "location_longitude" numeric;
  ALTER TABLE "_universities_v" ADD COLUMN "version_location_latitude" numeric;
  ALTER TABLE "_universities_v" ADD COLUMN "version_location_longitude" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "office_location_latitude" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "office_location_longitude" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "maps_provider" "enum_site_settings_maps_provider" DEFAULT 'none';
  ALTER TABLE "site_settings" ADD COLUMN "maps_amap_key" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "maps_tile_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "maps_tile_key" varchar;
`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "universities" DROP COLUMN "location_latitude";
  ALTER TABLE "universities" DROP COLUMN "location_longitude";
  ALTER TABLE "_universities_v" DROP COLUMN "version_location_latitude";
  ALTER TABLE "_universities_v" DROP COLUMN "version_location_longitude";
  ALTER TABLE "site_settings" DROP COLUMN "office_location_latitude";
  ALTER TABLE "site_settings" DROP COLUMN "office_location_longitude";
  ALTER TABLE "site_settings" DROP COLUMN "maps_provider";
  ALTER TABLE "site_settings" DROP COLUMN "maps_amap_key";
  ALTER TABLE "site_settings" DROP COLUMN "maps_tile_url";
  ALTER TABLE "site_settings" DROP COLUMN "maps_tile_key";
  DROP TYPE "public"."enum_site_settings_maps_provider";`)
}
