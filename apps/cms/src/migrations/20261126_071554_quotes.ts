import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Quotes, one row per version, and what they touch: the lead's quote stage and where its value came
 * from, the ledger's quote account, the timeline's quote and payment entries, each location's default
 * deposit. Written by hand at the end: `quote_numbers`, the per-year counter a quote's number is taken
 * from (an upsert that locks the year's row, so two quotes made at once never share a number), and
 * every value already typed on a lead marked as typed.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_locations_quote_deposit_type" AS ENUM('percent', 'fixed');
  CREATE TYPE "public"."enum__locations_v_version_quote_deposit_type" AS ENUM('percent', 'fixed');
  CREATE TYPE "public"."enum_desk_leads_value_source" AS ENUM('typed', 'quote');
  CREATE TYPE "public"."enum_desk_leads_quote_stage" AS ENUM('quote-sent', 'quote-accepted', 'deposit-paid');
  CREATE TYPE "public"."enum_quotes_lines_kind" AS ENUM('service', 'free');
  CREATE TYPE "public"."enum_quotes_status" AS ENUM('draft', 'sent', 'accepted', 'declined', 'superseded');
  CREATE TYPE "public"."enum_quotes_deposit_type" AS ENUM('percent', 'fixed');
  ALTER TYPE "public"."enum_lead_events_type" ADD VALUE 'quote';
  ALTER TYPE "public"."enum_lead_events_type" ADD VALUE 'payment';
  ALTER TYPE "public"."enum_payments_account" ADD VALUE 'quote' BEFORE 'invoice';
  CREATE TABLE "quotes_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_quotes_lines_kind" NOT NULL,
  	"service_id" integer,
  	"description" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"unit_cents" numeric NOT NULL,
  	"line_cents" numeric NOT NULL,
  	"discount_cents" numeric NOT NULL
  );
  
  CREATE TABLE "quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"number" varchar NOT NULL,
  	"version" numeric NOT NULL,
  	"status" "enum_quotes_status" DEFAULT 'draft' NOT NULL,
  	"location_id" integer,
  	"customer_name" varchar,
  	"address" varchar,
  	"plan_name" varchar,
  	"plan_discount_percent" numeric DEFAULT 0 NOT NULL,
  	"notes" varchar,
  	"deposit_type" "enum_quotes_deposit_type" NOT NULL,
  	"deposit_percent" numeric,
  	"deposit_fixed_cents" numeric,
  	"valid_until" varchar NOT NULL,
  	"subtotal_cents" numeric NOT NULL,
  	"discount_cents" numeric NOT NULL,
  	"total_cents" numeric NOT NULL,
  	"deposit_cents" numeric NOT NULL,
  	"created_by_id" integer,
  	"sent_at" timestamp(3) with time zone,
  	"sent_to" varchar,
  	"accepted_at" timestamp(3) with time zone,
  	"accepted_name" varchar,
  	"accepted_ip" varchar,
  	"accepted_user_agent" varchar,
  	"declined_at" timestamp(3) with time zone,
  	"decline_reason" varchar,
  	"deposit_paid_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "locations" ADD COLUMN "quote_deposit_type" "enum_locations_quote_deposit_type" DEFAULT 'percent';
  ALTER TABLE "locations" ADD COLUMN "quote_deposit_percent" numeric DEFAULT 25;
  ALTER TABLE "locations" ADD COLUMN "quote_deposit_fixed_cents" numeric DEFAULT 0;
  ALTER TABLE "_locations_v" ADD COLUMN "version_quote_deposit_type" "enum__locations_v_version_quote_deposit_type" DEFAULT 'percent';
  ALTER TABLE "_locations_v" ADD COLUMN "version_quote_deposit_percent" numeric DEFAULT 25;
  ALTER TABLE "_locations_v" ADD COLUMN "version_quote_deposit_fixed_cents" numeric DEFAULT 0;
  ALTER TABLE "desk_leads" ADD COLUMN "value_source" "enum_desk_leads_value_source";
  ALTER TABLE "desk_leads" ADD COLUMN "quote_stage" "enum_desk_leads_quote_stage";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quotes_id" integer;
  ALTER TABLE "quotes_lines" ADD CONSTRAINT "quotes_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes_lines" ADD CONSTRAINT "quotes_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_desk_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."desk_leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quotes_lines_order_idx" ON "quotes_lines" USING btree ("_order");
  CREATE INDEX "quotes_lines_parent_id_idx" ON "quotes_lines" USING btree ("_parent_id");
  CREATE INDEX "quotes_lines_service_idx" ON "quotes_lines" USING btree ("service_id");
  CREATE INDEX "quotes_lead_idx" ON "quotes" USING btree ("lead_id");
  CREATE INDEX "quotes_number_idx" ON "quotes" USING btree ("number");
  CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status");
  CREATE INDEX "quotes_location_idx" ON "quotes" USING btree ("location_id");
  CREATE INDEX "quotes_created_by_idx" ON "quotes" USING btree ("created_by_id");
  CREATE INDEX "quotes_updated_at_idx" ON "quotes" USING btree ("updated_at");
  CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");
  CREATE UNIQUE INDEX "number_version_idx" ON "quotes" USING btree ("number","version");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quotes_fk" FOREIGN KEY ("quotes_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("quotes_id");`)
  await db.execute(sql`
  CREATE TABLE "quote_numbers" (
    "year" integer PRIMARY KEY,
    "last" integer NOT NULL CHECK ("last" > 0)
  );
  UPDATE "desk_leads" SET "value_source" = 'typed' WHERE "value" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "quote_numbers";`)
  await db.execute(sql`
   ALTER TABLE "quotes_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quotes_lines" CASCADE;
  DROP TABLE "quotes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quotes_fk";
  
  ALTER TABLE "lead_events" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_events_type";
  CREATE TYPE "public"."enum_lead_events_type" AS ENUM('received', 'status', 'owner', 'follow-up', 'value', 'note', 'email', 'call');
  ALTER TABLE "lead_events" ALTER COLUMN "type" SET DATA TYPE "public"."enum_lead_events_type" USING "type"::"public"."enum_lead_events_type";
  ALTER TABLE "payments" ALTER COLUMN "account" SET DATA TYPE text;
  DROP TYPE "public"."enum_payments_account";
  CREATE TYPE "public"."enum_payments_account" AS ENUM('plan-signup', 'community-signup', 'invoice');
  ALTER TABLE "payments" ALTER COLUMN "account" SET DATA TYPE "public"."enum_payments_account" USING "account"::"public"."enum_payments_account";
  DROP INDEX "payload_locked_documents_rels_quotes_id_idx";
  ALTER TABLE "locations" DROP COLUMN "quote_deposit_type";
  ALTER TABLE "locations" DROP COLUMN "quote_deposit_percent";
  ALTER TABLE "locations" DROP COLUMN "quote_deposit_fixed_cents";
  ALTER TABLE "_locations_v" DROP COLUMN "version_quote_deposit_type";
  ALTER TABLE "_locations_v" DROP COLUMN "version_quote_deposit_percent";
  ALTER TABLE "_locations_v" DROP COLUMN "version_quote_deposit_fixed_cents";
  ALTER TABLE "desk_leads" DROP COLUMN "value_source";
  ALTER TABLE "desk_leads" DROP COLUMN "quote_stage";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quotes_id";
  DROP TYPE "public"."enum_locations_quote_deposit_type";
  DROP TYPE "public"."enum__locations_v_version_quote_deposit_type";
  DROP TYPE "public"."enum_desk_leads_value_source";
  DROP TYPE "public"."enum_desk_leads_quote_stage";
  DROP TYPE "public"."enum_quotes_lines_kind";
  DROP TYPE "public"."enum_quotes_status";
  DROP TYPE "public"."enum_quotes_deposit_type";`)
}
