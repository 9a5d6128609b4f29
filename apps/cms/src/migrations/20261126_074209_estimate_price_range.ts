import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "services_pricing_local_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"location_id" integer,
  	"from_price" numeric
  );
  
  CREATE TABLE "_services_v_version_pricing_local_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"location_id" integer,
  	"from_price" numeric,
  	"_uuid" varchar
  );
  
  ALTER TABLE "services" ADD COLUMN "pricing_estimate_medium_percent" numeric DEFAULT 30;
  ALTER TABLE "services" ADD COLUMN "pricing_estimate_large_percent" numeric DEFAULT 70;
  ALTER TABLE "services" ADD COLUMN "pricing_estimate_story_percent" numeric DEFAULT 20;
  ALTER TABLE "services" ADD COLUMN "pricing_estimate_spread_percent" numeric DEFAULT 30;
  ALTER TABLE "services" ADD COLUMN "pricing_estimate_scope" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_pricing_estimate_medium_percent" numeric DEFAULT 30;
  ALTER TABLE "_services_v" ADD COLUMN "version_pricing_estimate_large_percent" numeric DEFAULT 70;
  ALTER TABLE "_services_v" ADD COLUMN "version_pricing_estimate_story_percent" numeric DEFAULT 20;
  ALTER TABLE "_services_v" ADD COLUMN "version_pricing_estimate_spread_percent" numeric DEFAULT 30;
  ALTER TABLE "_services_v" ADD COLUMN "version_pricing_estimate_scope" varchar;
  ALTER TABLE "estimate_requests" ADD COLUMN "price_estimate_text" varchar;
  ALTER TABLE "estimate_requests" ADD COLUMN "price_estimate_low" numeric;
  ALTER TABLE "estimate_requests" ADD COLUMN "price_estimate_high" numeric;
  ALTER TABLE "estimate_requests" ADD COLUMN "price_estimate_basis" jsonb;
  ALTER TABLE "services_pricing_local_prices" ADD CONSTRAINT "services_pricing_local_prices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_pricing_local_prices" ADD CONSTRAINT "services_pricing_local_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_pricing_local_prices" ADD CONSTRAINT "_services_v_version_pricing_local_prices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_version_pricing_local_prices" ADD CONSTRAINT "_services_v_version_pricing_local_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_pricing_local_prices_order_idx" ON "services_pricing_local_prices" USING btree ("_order");
  CREATE INDEX "services_pricing_local_prices_parent_id_idx" ON "services_pricing_local_prices" USING btree ("_parent_id");
  CREATE INDEX "services_pricing_local_prices_location_idx" ON "services_pricing_local_prices" USING btree ("location_id");
  CREATE INDEX "_services_v_version_pricing_local_prices_order_idx" ON "_services_v_version_pricing_local_prices" USING btree ("_order");
  CREATE INDEX "_services_v_version_pricing_local_prices_parent_id_idx" ON "_services_v_version_pricing_local_prices" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_pricing_local_prices_location_idx" ON "_services_v_version_pricing_local_prices" USING btree ("location_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "services_pricing_local_prices" CASCADE;
  DROP TABLE "_services_v_version_pricing_local_prices" CASCADE;
  ALTER TABLE "services" DROP COLUMN "pricing_estimate_medium_percent";
  ALTER TABLE "services" DROP COLUMN "pricing_estimate_large_percent";
  ALTER TABLE "services" DROP COLUMN "pricing_estimate_story_percent";
  ALTER TABLE "services" DROP COLUMN "pricing_estimate_spread_percent";
  ALTER TABLE "services" DROP COLUMN "pricing_estimate_scope";
  ALTER TABLE "_services_v" DROP COLUMN "version_pricing_estimate_medium_percent";
  ALTER TABLE "_services_v" DROP COLUMN "version_pricing_estimate_large_percent";
  ALTER TABLE "_services_v" DROP COLUMN "version_pricing_estimate_story_percent";
  ALTER TABLE "_services_v" DROP COLUMN "version_pricing_estimate_spread_percent";
  ALTER TABLE "_services_v" DROP COLUMN "version_pricing_estimate_scope";
  ALTER TABLE "estimate_requests" DROP COLUMN "price_estimate_text";
  ALTER TABLE "estimate_requests" DROP COLUMN "price_estimate_low";
  ALTER TABLE "estimate_requests" DROP COLUMN "price_estimate_high";
  ALTER TABLE "estimate_requests" DROP COLUMN "price_estimate_basis";`)
}
