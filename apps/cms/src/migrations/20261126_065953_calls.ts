import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_phone_call_leads_source" AS ENUM('google-ads', 'bing', 'facebook', 'google-business-profile', 'email');
  CREATE TYPE "public"."enum_tracking_numbers_use" AS ENUM('source', 'pool');
  CREATE TYPE "public"."enum_tracking_numbers_source" AS ENUM('google-ads', 'bing', 'facebook', 'google-business-profile', 'email');
  CREATE TYPE "public"."enum_phone_calls_outcome" AS ENUM('ringing', 'answered', 'missed');
  CREATE TYPE "public"."enum_phone_calls_source" AS ENUM('google-ads', 'bing', 'facebook', 'google-business-profile', 'email');
  ALTER TYPE "public"."enum_desk_leads_kind" ADD VALUE 'phone-call' BEFORE 'plan-signup';
  ALTER TYPE "public"."enum_lead_events_type" ADD VALUE 'call';
  ALTER TYPE "public"."enum_webhooks_event" ADD VALUE 'call.received';
  ALTER TYPE "public"."enum_webhook_deliveries_event" ADD VALUE 'call.received';
  CREATE TABLE "phone_call_leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"contact_phone" varchar NOT NULL,
  	"call_back" boolean DEFAULT false,
  	"first_call_id" integer,
  	"source" "enum_phone_call_leads_source",
  	"location_id" integer,
  	"source_page" varchar NOT NULL,
  	"attribution_session_id" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tracking_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"dialled" varchar,
  	"location_id" integer NOT NULL,
  	"use" "enum_tracking_numbers_use" DEFAULT 'source' NOT NULL,
  	"source" "enum_tracking_numbers_source",
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tracking_number_holds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tracking_number_id" integer NOT NULL,
  	"session_id" varchar NOT NULL,
  	"held_from" timestamp(3) with time zone NOT NULL,
  	"held_until" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "phone_calls" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"call_sid" varchar NOT NULL,
  	"caller" varchar,
  	"called_number" varchar,
  	"tracking_number_id" integer,
  	"location_id" integer,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"duration_seconds" numeric,
  	"outcome" "enum_phone_calls_outcome" NOT NULL,
  	"recording_url" varchar,
  	"source" "enum_phone_calls_source",
  	"attribution_session_id" varchar,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "attribution" ADD COLUMN "call_taps" numeric DEFAULT 0;
  ALTER TABLE "attribution" ADD COLUMN "text_taps" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "phone_call_leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tracking_numbers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tracking_number_holds_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "phone_calls_id" integer;
  ALTER TABLE "lead_emails" ADD COLUMN "phone_call_staff_subject" varchar DEFAULT 'New phone call lead: {name}, {location}' NOT NULL;
  ALTER TABLE "phone_call_leads" ADD CONSTRAINT "phone_call_leads_first_call_id_phone_calls_id_fk" FOREIGN KEY ("first_call_id") REFERENCES "public"."phone_calls"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "phone_call_leads" ADD CONSTRAINT "phone_call_leads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tracking_numbers" ADD CONSTRAINT "tracking_numbers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tracking_number_holds" ADD CONSTRAINT "tracking_number_holds_tracking_number_id_tracking_numbers_id_fk" FOREIGN KEY ("tracking_number_id") REFERENCES "public"."tracking_numbers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_tracking_number_id_tracking_numbers_id_fk" FOREIGN KEY ("tracking_number_id") REFERENCES "public"."tracking_numbers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_lead_id_desk_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."desk_leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "phone_call_leads_first_call_idx" ON "phone_call_leads" USING btree ("first_call_id");
  CREATE INDEX "phone_call_leads_location_idx" ON "phone_call_leads" USING btree ("location_id");
  CREATE INDEX "phone_call_leads_attribution_session_id_idx" ON "phone_call_leads" USING btree ("attribution_session_id");
  CREATE UNIQUE INDEX "phone_call_leads_idempotency_key_idx" ON "phone_call_leads" USING btree ("idempotency_key");
  CREATE INDEX "phone_call_leads_updated_at_idx" ON "phone_call_leads" USING btree ("updated_at");
  CREATE INDEX "phone_call_leads_created_at_idx" ON "phone_call_leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "tracking_numbers_number_idx" ON "tracking_numbers" USING btree ("number");
  CREATE UNIQUE INDEX "tracking_numbers_dialled_idx" ON "tracking_numbers" USING btree ("dialled");
  CREATE INDEX "tracking_numbers_location_idx" ON "tracking_numbers" USING btree ("location_id");
  CREATE INDEX "tracking_numbers_updated_at_idx" ON "tracking_numbers" USING btree ("updated_at");
  CREATE INDEX "tracking_numbers_created_at_idx" ON "tracking_numbers" USING btree ("created_at");
  CREATE UNIQUE INDEX "location_source_idx" ON "tracking_numbers" USING btree ("location_id","source");
  CREATE INDEX "tracking_number_holds_tracking_number_idx" ON "tracking_number_holds" USING btree ("tracking_number_id");
  CREATE INDEX "tracking_number_holds_updated_at_idx" ON "tracking_number_holds" USING btree ("updated_at");
  CREATE INDEX "tracking_number_holds_created_at_idx" ON "tracking_number_holds" USING btree ("created_at");
  CREATE INDEX "trackingNumber_heldUntil_idx" ON "tracking_number_holds" USING btree ("tracking_number_id","held_until");
  CREATE INDEX "sessionId_heldUntil_idx" ON "tracking_number_holds" USING btree ("session_id","held_until");
  CREATE UNIQUE INDEX "phone_calls_call_sid_idx" ON "phone_calls" USING btree ("call_sid");
  CREATE INDEX "phone_calls_caller_idx" ON "phone_calls" USING btree ("caller");
  CREATE INDEX "phone_calls_tracking_number_idx" ON "phone_calls" USING btree ("tracking_number_id");
  CREATE INDEX "phone_calls_location_idx" ON "phone_calls" USING btree ("location_id");
  CREATE INDEX "phone_calls_started_at_idx" ON "phone_calls" USING btree ("started_at");
  CREATE INDEX "phone_calls_outcome_idx" ON "phone_calls" USING btree ("outcome");
  CREATE INDEX "phone_calls_attribution_session_id_idx" ON "phone_calls" USING btree ("attribution_session_id");
  CREATE INDEX "phone_calls_lead_idx" ON "phone_calls" USING btree ("lead_id");
  CREATE INDEX "phone_calls_updated_at_idx" ON "phone_calls" USING btree ("updated_at");
  CREATE INDEX "phone_calls_created_at_idx" ON "phone_calls" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_phone_call_leads_fk" FOREIGN KEY ("phone_call_leads_id") REFERENCES "public"."phone_call_leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tracking_numbers_fk" FOREIGN KEY ("tracking_numbers_id") REFERENCES "public"."tracking_numbers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tracking_number_holds_fk" FOREIGN KEY ("tracking_number_holds_id") REFERENCES "public"."tracking_number_holds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_phone_calls_fk" FOREIGN KEY ("phone_calls_id") REFERENCES "public"."phone_calls"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_phone_call_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("phone_call_leads_id");
  CREATE INDEX "payload_locked_documents_rels_tracking_numbers_id_idx" ON "payload_locked_documents_rels" USING btree ("tracking_numbers_id");
  CREATE INDEX "payload_locked_documents_rels_tracking_number_holds_id_idx" ON "payload_locked_documents_rels" USING btree ("tracking_number_holds_id");
  CREATE INDEX "payload_locked_documents_rels_phone_calls_id_idx" ON "payload_locked_documents_rels" USING btree ("phone_calls_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "phone_call_leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tracking_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tracking_number_holds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "phone_calls" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "phone_call_leads" CASCADE;
  DROP TABLE "tracking_numbers" CASCADE;
  DROP TABLE "tracking_number_holds" CASCADE;
  DROP TABLE "phone_calls" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_phone_call_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tracking_numbers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tracking_number_holds_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_phone_calls_fk";
  
  ALTER TABLE "desk_leads" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_desk_leads_kind";
  CREATE TYPE "public"."enum_desk_leads_kind" AS ENUM('estimate', 'plan-signup', 'community-signup', 'career-application', 'review');
  ALTER TABLE "desk_leads" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_desk_leads_kind" USING "kind"::"public"."enum_desk_leads_kind";
  ALTER TABLE "lead_events" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_events_type";
  CREATE TYPE "public"."enum_lead_events_type" AS ENUM('received', 'status', 'owner', 'follow-up', 'value', 'note', 'email');
  ALTER TABLE "lead_events" ALTER COLUMN "type" SET DATA TYPE "public"."enum_lead_events_type" USING "type"::"public"."enum_lead_events_type";
  ALTER TABLE "webhooks" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_webhooks_event";
  CREATE TYPE "public"."enum_webhooks_event" AS ENUM('estimate.requested', 'plan.signup', 'community.signup', 'application.received', 'review.submitted');
  ALTER TABLE "webhooks" ALTER COLUMN "event" SET DATA TYPE "public"."enum_webhooks_event" USING "event"::"public"."enum_webhooks_event";
  ALTER TABLE "webhook_deliveries" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_webhook_deliveries_event";
  CREATE TYPE "public"."enum_webhook_deliveries_event" AS ENUM('estimate.requested', 'plan.signup', 'community.signup', 'application.received', 'review.submitted');
  ALTER TABLE "webhook_deliveries" ALTER COLUMN "event" SET DATA TYPE "public"."enum_webhook_deliveries_event" USING "event"::"public"."enum_webhook_deliveries_event";
  DROP INDEX "payload_locked_documents_rels_phone_call_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_tracking_numbers_id_idx";
  DROP INDEX "payload_locked_documents_rels_tracking_number_holds_id_idx";
  DROP INDEX "payload_locked_documents_rels_phone_calls_id_idx";
  ALTER TABLE "attribution" DROP COLUMN "call_taps";
  ALTER TABLE "attribution" DROP COLUMN "text_taps";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "phone_call_leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tracking_numbers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tracking_number_holds_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "phone_calls_id";
  ALTER TABLE "lead_emails" DROP COLUMN "phone_call_staff_subject";
  DROP TYPE "public"."enum_phone_call_leads_source";
  DROP TYPE "public"."enum_tracking_numbers_use";
  DROP TYPE "public"."enum_tracking_numbers_source";
  DROP TYPE "public"."enum_phone_calls_outcome";
  DROP TYPE "public"."enum_phone_calls_source";`)
}
