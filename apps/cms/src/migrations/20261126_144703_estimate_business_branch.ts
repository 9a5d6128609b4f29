import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_estimate_requests_property_building_type" AS ENUM('office', 'retail', 'restaurant', 'hotel', 'apartments', 'community', 'medical', 'school', 'warehouse', 'parking-garage', 'other');
  ALTER TYPE "public"."enum_estimate_requests_property_business_type" ADD VALUE 'HOAs and Community Associations';
  ALTER TYPE "public"."enum_estimate_requests_property_business_type" ADD VALUE 'Hotels';
  ALTER TYPE "public"."enum_estimate_requests_property_business_type" ADD VALUE 'Property Management';
  ALTER TYPE "public"."enum_estimate_requests_property_business_type" ADD VALUE 'Parking Operators';
  ALTER TABLE "estimate_requests" ALTER COLUMN "property_size" DROP NOT NULL;
  ALTER TABLE "estimate_requests" ALTER COLUMN "property_stories" DROP NOT NULL;
  ALTER TABLE "estimate_requests" ADD COLUMN "property_building_type" "enum_estimate_requests_property_building_type";
  ALTER TABLE "estimate_requests" ADD COLUMN "property_floors" numeric;
  ALTER TABLE "estimate_requests" ADD COLUMN "property_square_feet" numeric;
  ALTER TABLE "estimate_requests" ADD COLUMN "property_levels" numeric;
  ALTER TABLE "estimate_requests" ADD COLUMN "property_stalls" numeric;
  ALTER TABLE "estimate_requests" ADD COLUMN "property_frontage_feet" numeric;
  ALTER TABLE "estimate_requests" ADD COLUMN "business_company" varchar;
  ALTER TABLE "estimate_requests" ADD COLUMN "business_job_title" varchar;
  ALTER TABLE "estimate_requests" ADD COLUMN "business_sites" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "estimate_requests" ALTER COLUMN "property_business_type" SET DATA TYPE text;
  DROP TYPE "public"."enum_estimate_requests_property_business_type";
  CREATE TYPE "public"."enum_estimate_requests_property_business_type" AS ENUM('Commercial Real Estate', 'Healthcare Facilities', 'Educational Institutions', 'Industrial Facilities', 'Retail Stores', 'Restaurants');
  ALTER TABLE "estimate_requests" ALTER COLUMN "property_business_type" SET DATA TYPE "public"."enum_estimate_requests_property_business_type" USING "property_business_type"::"public"."enum_estimate_requests_property_business_type";
  ALTER TABLE "estimate_requests" ALTER COLUMN "property_size" SET NOT NULL;
  ALTER TABLE "estimate_requests" ALTER COLUMN "property_stories" SET NOT NULL;
  ALTER TABLE "estimate_requests" DROP COLUMN "property_building_type";
  ALTER TABLE "estimate_requests" DROP COLUMN "property_floors";
  ALTER TABLE "estimate_requests" DROP COLUMN "property_square_feet";
  ALTER TABLE "estimate_requests" DROP COLUMN "property_levels";
  ALTER TABLE "estimate_requests" DROP COLUMN "property_stalls";
  ALTER TABLE "estimate_requests" DROP COLUMN "property_frontage_feet";
  ALTER TABLE "estimate_requests" DROP COLUMN "business_company";
  ALTER TABLE "estimate_requests" DROP COLUMN "business_job_title";
  ALTER TABLE "estimate_requests" DROP COLUMN "business_sites";
  DROP TYPE "public"."enum_estimate_requests_property_building_type";`)
}
