import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_trust_band_items_icon" AS ENUM('shield', 'calendar', 'guarantee', 'crew', 'leaf');
  CREATE TABLE "site_settings_trust_band_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_site_settings_trust_band_items_icon" DEFAULT 'shield' NOT NULL,
  	"title" varchar NOT NULL,
  	"detail" varchar
  );
  
  ALTER TABLE "locations" ADD COLUMN "office_lat" numeric;
  ALTER TABLE "locations" ADD COLUMN "office_lng" numeric;
  ALTER TABLE "_locations_v" ADD COLUMN "version_office_lat" numeric;
  ALTER TABLE "_locations_v" ADD COLUMN "version_office_lng" numeric;
  ALTER TABLE "reviews" ADD COLUMN "reply_text" varchar;
  ALTER TABLE "reviews" ADD COLUMN "reply_date" timestamp(3) with time zone;
  ALTER TABLE "company_info" ADD COLUMN "short_name" varchar DEFAULT 'Clearview' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "trust_band_show" boolean DEFAULT true;
  ALTER TABLE "site_settings_trust_band_items" ADD CONSTRAINT "site_settings_trust_band_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_trust_band_items_order_idx" ON "site_settings_trust_band_items" USING btree ("_order");
  CREATE INDEX "site_settings_trust_band_items_parent_id_idx" ON "site_settings_trust_band_items" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_trust_band_items" CASCADE;
  ALTER TABLE "locations" DROP COLUMN "office_lat";
  ALTER TABLE "locations" DROP COLUMN "office_lng";
  ALTER TABLE "_locations_v" DROP COLUMN "version_office_lat";
  ALTER TABLE "_locations_v" DROP COLUMN "version_office_lng";
  ALTER TABLE "reviews" DROP COLUMN "reply_text";
  ALTER TABLE "reviews" DROP COLUMN "reply_date";
  ALTER TABLE "company_info" DROP COLUMN "short_name";
  ALTER TABLE "site_settings" DROP COLUMN "trust_band_show";
  DROP TYPE "public"."enum_site_settings_trust_band_items_icon";`)
}
