import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { RESIDENT_CONFIRMATION_DEFAULT } from '../content/resident-confirmation'

/**
 * A resident signup holds a list of services (each as quoted) in place of one: every stored signup's
 * service becomes the first and only row of its list before the old columns go. A program gets its
 * own confirmation words, the default's in each language for the programs already stored.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_community_signups_services_cadence" AS ENUM('once', 'monthly', 'bi-monthly', 'quarterly', 'twice-yearly');
  CREATE TABLE "community_signups_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service" varchar NOT NULL,
  	"service_name" varchar NOT NULL,
  	"price_cents" numeric NOT NULL,
  	"cadence" "enum_community_signups_services_cadence" NOT NULL
  );
  
  ALTER TABLE "community_programs_locales" ADD COLUMN "confirmation" varchar;
  ALTER TABLE "_community_programs_v_locales" ADD COLUMN "version_confirmation" varchar;
  ALTER TABLE "community_signups_services" ADD CONSTRAINT "community_signups_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."community_signups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "community_signups_services_order_idx" ON "community_signups_services" USING btree ("_order");
  CREATE INDEX "community_signups_services_parent_id_idx" ON "community_signups_services" USING btree ("_parent_id");
  INSERT INTO "community_signups_services" ("_order", "_parent_id", "id", "service", "service_name", "price_cents", "cadence")
    SELECT 1, "id", substr(md5('community-signup-service-' || "id"::text), 1, 24), "service", "service_name",
      "price_cents", "cadence"::text::"enum_community_signups_services_cadence"
    FROM "community_signups";
  ALTER TABLE "community_signups" DROP COLUMN "service";
  ALTER TABLE "community_signups" DROP COLUMN "service_name";
  ALTER TABLE "community_signups" DROP COLUMN "price_cents";
  ALTER TABLE "community_signups" DROP COLUMN "cadence";
  DROP TYPE "public"."enum_community_signups_cadence";`)
  for (const [language, words] of Object.entries(RESIDENT_CONFIRMATION_DEFAULT)) {
    await db.execute(sql`UPDATE "community_programs_locales" SET "confirmation" = ${words}
      WHERE "_locale" = ${language} AND "confirmation" IS NULL`)
    await db.execute(sql`UPDATE "_community_programs_v_locales" SET "version_confirmation" = ${words}
      WHERE "_locale" = ${language} AND "version_confirmation" IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_community_signups_cadence" AS ENUM('once', 'monthly', 'bi-monthly', 'quarterly', 'twice-yearly');
  ALTER TABLE "community_signups" ADD COLUMN "service" varchar;
  ALTER TABLE "community_signups" ADD COLUMN "service_name" varchar;
  ALTER TABLE "community_signups" ADD COLUMN "price_cents" numeric;
  ALTER TABLE "community_signups" ADD COLUMN "cadence" "enum_community_signups_cadence";
  UPDATE "community_signups" s SET "service" = first."service", "service_name" = first."service_name",
    "price_cents" = first."price_cents", "cadence" = first."cadence"::text::"enum_community_signups_cadence"
    FROM (SELECT DISTINCT ON ("_parent_id") * FROM "community_signups_services" ORDER BY "_parent_id", "_order") first
    WHERE first."_parent_id" = s."id";
  DROP TABLE "community_signups_services" CASCADE;
  ALTER TABLE "community_signups" ALTER COLUMN "service" SET NOT NULL;
  ALTER TABLE "community_signups" ALTER COLUMN "service_name" SET NOT NULL;
  ALTER TABLE "community_signups" ALTER COLUMN "price_cents" SET NOT NULL;
  ALTER TABLE "community_signups" ALTER COLUMN "cadence" SET NOT NULL;
  ALTER TABLE "community_programs_locales" DROP COLUMN "confirmation";
  ALTER TABLE "_community_programs_v_locales" DROP COLUMN "version_confirmation";
  DROP TYPE "public"."enum_community_signups_services_cadence";`)
}
