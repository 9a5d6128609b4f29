import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_jobs_pay_unit" AS ENUM('hour', 'year');
  CREATE TYPE "public"."enum__jobs_v_version_pay_unit" AS ENUM('hour', 'year');
  CREATE TABLE "services_pricing_factors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "services_local_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"location_id" integer,
  	"text" varchar
  );
  
  CREATE TABLE "_services_v_version_pricing_factors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_services_v_version_local_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"location_id" integer,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "services" ADD COLUMN "pricing_from_price" numeric;
  ALTER TABLE "services" ADD COLUMN "pricing_unit" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_pricing_from_price" numeric;
  ALTER TABLE "_services_v" ADD COLUMN "version_pricing_unit" varchar;
  ALTER TABLE "plans" ADD COLUMN "enhanced_prices_small" numeric;
  ALTER TABLE "plans" ADD COLUMN "enhanced_prices_medium" numeric;
  ALTER TABLE "plans" ADD COLUMN "enhanced_prices_large" numeric;
  ALTER TABLE "_plans_v" ADD COLUMN "version_enhanced_prices_small" numeric;
  ALTER TABLE "_plans_v" ADD COLUMN "version_enhanced_prices_medium" numeric;
  ALTER TABLE "_plans_v" ADD COLUMN "version_enhanced_prices_large" numeric;
  ALTER TABLE "jobs" ADD COLUMN "pay_min" numeric;
  ALTER TABLE "jobs" ADD COLUMN "pay_max" numeric;
  ALTER TABLE "jobs" ADD COLUMN "pay_unit" "enum_jobs_pay_unit" DEFAULT 'hour';
  ALTER TABLE "jobs" ADD COLUMN "pay_note" varchar;
  ALTER TABLE "jobs" ADD COLUMN "posted_at" timestamp(3) with time zone;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_pay_min" numeric;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_pay_max" numeric;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_pay_unit" "enum__jobs_v_version_pay_unit" DEFAULT 'hour';
  ALTER TABLE "_jobs_v" ADD COLUMN "version_pay_note" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_posted_at" timestamp(3) with time zone;
  ALTER TABLE "plan_signups" ADD COLUMN "enhanced" boolean DEFAULT false;
  ALTER TABLE "services_pricing_factors" ADD CONSTRAINT "services_pricing_factors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_local_notes" ADD CONSTRAINT "services_local_notes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_local_notes" ADD CONSTRAINT "services_local_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_pricing_factors" ADD CONSTRAINT "_services_v_version_pricing_factors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_local_notes" ADD CONSTRAINT "_services_v_version_local_notes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_version_local_notes" ADD CONSTRAINT "_services_v_version_local_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_pricing_factors_order_idx" ON "services_pricing_factors" USING btree ("_order");
  CREATE INDEX "services_pricing_factors_parent_id_idx" ON "services_pricing_factors" USING btree ("_parent_id");
  CREATE INDEX "services_local_notes_order_idx" ON "services_local_notes" USING btree ("_order");
  CREATE INDEX "services_local_notes_parent_id_idx" ON "services_local_notes" USING btree ("_parent_id");
  CREATE INDEX "services_local_notes_location_idx" ON "services_local_notes" USING btree ("location_id");
  CREATE INDEX "_services_v_version_pricing_factors_order_idx" ON "_services_v_version_pricing_factors" USING btree ("_order");
  CREATE INDEX "_services_v_version_pricing_factors_parent_id_idx" ON "_services_v_version_pricing_factors" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_local_notes_order_idx" ON "_services_v_version_local_notes" USING btree ("_order");
  CREATE INDEX "_services_v_version_local_notes_parent_id_idx" ON "_services_v_version_local_notes" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_local_notes_location_idx" ON "_services_v_version_local_notes" USING btree ("location_id");
  UPDATE "jobs" SET
    "pay_min" = "amounts"[1]::numeric,
    "pay_max" = coalesce("amounts"[2], "amounts"[1])::numeric,
    "pay_unit" = CASE WHEN "pay_range" ~* '(year|annual|salary)' THEN 'year' ELSE 'hour' END::"enum_jobs_pay_unit",
    "pay_note" = nullif(trim(substring("pay_range" from ', (.*)$')), ''),
    "posted_at" = "created_at"
  FROM (
    SELECT "id" AS "job_id",
      ARRAY(SELECT replace(m[1], ',', '') FROM regexp_matches("pay_range", '[$]([0-9][0-9,]*(?:[.][0-9]+)?)', 'g') AS m) AS "amounts"
    FROM "jobs"
  ) AS "parsed"
  WHERE "jobs"."id" = "parsed"."job_id";
  UPDATE "_jobs_v" SET
    "version_pay_min" = "jobs"."pay_min",
    "version_pay_max" = "jobs"."pay_max",
    "version_pay_unit" = "jobs"."pay_unit"::text::"enum__jobs_v_version_pay_unit",
    "version_pay_note" = "jobs"."pay_note",
    "version_posted_at" = "jobs"."posted_at"
  FROM "jobs" WHERE "_jobs_v"."parent_id" = "jobs"."id";
  ALTER TABLE "jobs" DROP COLUMN "pay_range";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_pay_range";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "services_pricing_factors" CASCADE;
  DROP TABLE "services_local_notes" CASCADE;
  DROP TABLE "_services_v_version_pricing_factors" CASCADE;
  DROP TABLE "_services_v_version_local_notes" CASCADE;
  ALTER TABLE "jobs" ADD COLUMN "pay_range" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_pay_range" varchar;
  ALTER TABLE "services" DROP COLUMN "pricing_from_price";
  ALTER TABLE "services" DROP COLUMN "pricing_unit";
  ALTER TABLE "_services_v" DROP COLUMN "version_pricing_from_price";
  ALTER TABLE "_services_v" DROP COLUMN "version_pricing_unit";
  ALTER TABLE "plans" DROP COLUMN "enhanced_prices_small";
  ALTER TABLE "plans" DROP COLUMN "enhanced_prices_medium";
  ALTER TABLE "plans" DROP COLUMN "enhanced_prices_large";
  ALTER TABLE "_plans_v" DROP COLUMN "version_enhanced_prices_small";
  ALTER TABLE "_plans_v" DROP COLUMN "version_enhanced_prices_medium";
  ALTER TABLE "_plans_v" DROP COLUMN "version_enhanced_prices_large";
  ALTER TABLE "jobs" DROP COLUMN "pay_min";
  ALTER TABLE "jobs" DROP COLUMN "pay_max";
  ALTER TABLE "jobs" DROP COLUMN "pay_unit";
  ALTER TABLE "jobs" DROP COLUMN "pay_note";
  ALTER TABLE "jobs" DROP COLUMN "posted_at";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_pay_min";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_pay_max";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_pay_unit";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_pay_note";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_posted_at";
  ALTER TABLE "plan_signups" DROP COLUMN "enhanced";
  DROP TYPE "public"."enum_jobs_pay_unit";
  DROP TYPE "public"."enum__jobs_v_version_pay_unit";`)
}
