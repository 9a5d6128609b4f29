import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ads_conversion_uploads_conversion" AS ENUM('qualified', 'won');
  CREATE TYPE "public"."enum_ads_conversion_uploads_outcome" AS ENUM('accepted', 'refused', 'failed');
  CREATE TYPE "public"."enum_ad_spend_platform" AS ENUM('google-ads', 'microsoft-ads', 'meta', 'other');
  CREATE TYPE "public"."enum_source_rules_action" AS ENUM('hide', 'merge');
  CREATE TYPE "public"."enum_google_ads_data_manager_ad_user_data" AS ENUM('granted', 'denied');
  CREATE TYPE "public"."enum_google_ads_data_manager_ad_personalization" AS ENUM('granted', 'denied');
  CREATE TABLE "ads_conversion_uploads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer,
  	"conversion" "enum_ads_conversion_uploads_conversion" NOT NULL,
  	"transaction_id" varchar NOT NULL,
  	"outcome" "enum_ads_conversion_uploads_outcome" NOT NULL,
  	"request_id" varchar,
  	"reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ad_spend" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" timestamp(3) with time zone NOT NULL,
  	"platform" "enum_ad_spend_platform" NOT NULL,
  	"campaign" varchar NOT NULL,
  	"cost" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "source_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" varchar NOT NULL,
  	"action" "enum_source_rules_action" DEFAULT 'hide' NOT NULL,
  	"merge_into" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ads_conversion_uploads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ad_spend_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "source_rules_id" integer;
  ALTER TABLE "google_ads" ADD COLUMN "data_manager_customer_id" varchar;
  ALTER TABLE "google_ads" ADD COLUMN "data_manager_login_customer_id" varchar;
  ALTER TABLE "google_ads" ADD COLUMN "data_manager_won_conversion_action_id" varchar;
  ALTER TABLE "google_ads" ADD COLUMN "data_manager_qualified_conversion_action_id" varchar;
  ALTER TABLE "google_ads" ADD COLUMN "data_manager_ad_user_data" "enum_google_ads_data_manager_ad_user_data" DEFAULT 'granted' NOT NULL;
  ALTER TABLE "google_ads" ADD COLUMN "data_manager_ad_personalization" "enum_google_ads_data_manager_ad_personalization" DEFAULT 'denied' NOT NULL;
  ALTER TABLE "ads_conversion_uploads" ADD CONSTRAINT "ads_conversion_uploads_lead_id_desk_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."desk_leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ads_conversion_uploads_lead_idx" ON "ads_conversion_uploads" USING btree ("lead_id");
  CREATE INDEX "ads_conversion_uploads_transaction_id_idx" ON "ads_conversion_uploads" USING btree ("transaction_id");
  CREATE INDEX "ads_conversion_uploads_updated_at_idx" ON "ads_conversion_uploads" USING btree ("updated_at");
  CREATE INDEX "ads_conversion_uploads_created_at_idx" ON "ads_conversion_uploads" USING btree ("created_at");
  CREATE INDEX "ad_spend_day_idx" ON "ad_spend" USING btree ("day");
  CREATE INDEX "ad_spend_updated_at_idx" ON "ad_spend" USING btree ("updated_at");
  CREATE INDEX "ad_spend_created_at_idx" ON "ad_spend" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_platform_campaign_idx" ON "ad_spend" USING btree ("day","platform","campaign");
  CREATE UNIQUE INDEX "source_rules_source_idx" ON "source_rules" USING btree ("source");
  CREATE INDEX "source_rules_updated_at_idx" ON "source_rules" USING btree ("updated_at");
  CREATE INDEX "source_rules_created_at_idx" ON "source_rules" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ads_conversion_uploads_fk" FOREIGN KEY ("ads_conversion_uploads_id") REFERENCES "public"."ads_conversion_uploads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ad_spend_fk" FOREIGN KEY ("ad_spend_id") REFERENCES "public"."ad_spend"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_source_rules_fk" FOREIGN KEY ("source_rules_id") REFERENCES "public"."source_rules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ads_conversion_uploads_id_idx" ON "payload_locked_documents_rels" USING btree ("ads_conversion_uploads_id");
  CREATE INDEX "payload_locked_documents_rels_ad_spend_id_idx" ON "payload_locked_documents_rels" USING btree ("ad_spend_id");
  CREATE INDEX "payload_locked_documents_rels_source_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("source_rules_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ads_conversion_uploads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ad_spend" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "source_rules" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ads_conversion_uploads" CASCADE;
  DROP TABLE "ad_spend" CASCADE;
  DROP TABLE "source_rules" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ads_conversion_uploads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ad_spend_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_source_rules_fk";
  
  DROP INDEX "payload_locked_documents_rels_ads_conversion_uploads_id_idx";
  DROP INDEX "payload_locked_documents_rels_ad_spend_id_idx";
  DROP INDEX "payload_locked_documents_rels_source_rules_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ads_conversion_uploads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ad_spend_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "source_rules_id";
  ALTER TABLE "google_ads" DROP COLUMN "data_manager_customer_id";
  ALTER TABLE "google_ads" DROP COLUMN "data_manager_login_customer_id";
  ALTER TABLE "google_ads" DROP COLUMN "data_manager_won_conversion_action_id";
  ALTER TABLE "google_ads" DROP COLUMN "data_manager_qualified_conversion_action_id";
  ALTER TABLE "google_ads" DROP COLUMN "data_manager_ad_user_data";
  ALTER TABLE "google_ads" DROP COLUMN "data_manager_ad_personalization";
  DROP TYPE "public"."enum_ads_conversion_uploads_conversion";
  DROP TYPE "public"."enum_ads_conversion_uploads_outcome";
  DROP TYPE "public"."enum_ad_spend_platform";
  DROP TYPE "public"."enum_source_rules_action";
  DROP TYPE "public"."enum_google_ads_data_manager_ad_user_data";
  DROP TYPE "public"."enum_google_ads_data_manager_ad_personalization";`)
}
