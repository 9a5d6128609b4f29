import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_text_messages_direction" AS ENUM('outbound', 'inbound');
  CREATE TYPE "public"."enum_text_messages_status" AS ENUM('accepted', 'queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'received');
  ALTER TYPE "public"."enum_lead_events_type" ADD VALUE 'text';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendText' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendText' BEFORE 'schedulePublish';
  CREATE TABLE "text_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider_id" varchar NOT NULL,
  	"lead_id" integer,
  	"direction" "enum_text_messages_direction" NOT NULL,
  	"phone" varchar NOT NULL,
  	"status" "enum_text_messages_status" NOT NULL,
  	"error_code" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "text_opt_outs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"keyword" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_texts_templates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "lead_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_confirmation" varchar DEFAULT 'Hi {firstName}, thanks for your request {reference}. {promise} Reply here with any question. Reply STOP to opt out.' NOT NULL,
  	"staff_alert" varchar DEFAULT 'New lead {reference}: {name}, {location}.' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users" ADD COLUMN "phone" varchar;
  ALTER TABLE "users" ADD COLUMN "text_alerts" boolean DEFAULT false;
  ALTER TABLE "estimate_requests" ADD COLUMN "contact_text_consent" boolean DEFAULT false;
  ALTER TABLE "estimate_requests" ADD COLUMN "contact_text_consent_wording" varchar;
  ALTER TABLE "estimate_requests" ADD COLUMN "contact_text_consent_at" timestamp(3) with time zone;
  ALTER TABLE "plan_signups" ADD COLUMN "contact_text_consent" boolean DEFAULT false;
  ALTER TABLE "plan_signups" ADD COLUMN "contact_text_consent_wording" varchar;
  ALTER TABLE "plan_signups" ADD COLUMN "contact_text_consent_at" timestamp(3) with time zone;
  ALTER TABLE "community_signups" ADD COLUMN "contact_text_consent" boolean DEFAULT false;
  ALTER TABLE "community_signups" ADD COLUMN "contact_text_consent_wording" varchar;
  ALTER TABLE "community_signups" ADD COLUMN "contact_text_consent_at" timestamp(3) with time zone;
  ALTER TABLE "career_applications" ADD COLUMN "contact_text_consent" boolean DEFAULT false;
  ALTER TABLE "career_applications" ADD COLUMN "contact_text_consent_wording" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "contact_text_consent_at" timestamp(3) with time zone;
  ALTER TABLE "desk_leads" ADD COLUMN "text_consent_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "text_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "text_opt_outs_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "text_consent_wording" varchar DEFAULT 'Text me about this request. Clearview Exterior Cleaning will send texts about your request (who will call, scheduling and replies to your messages), usually 1-5 per request. Consent is not a condition of purchase. Msg & data rates may apply. Reply STOP to opt out, HELP for help.' NOT NULL;
  ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_lead_id_desk_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."desk_leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_texts_templates" ADD CONSTRAINT "lead_texts_templates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lead_texts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "text_messages_provider_id_idx" ON "text_messages" USING btree ("provider_id");
  CREATE INDEX "text_messages_lead_idx" ON "text_messages" USING btree ("lead_id");
  CREATE INDEX "text_messages_phone_idx" ON "text_messages" USING btree ("phone");
  CREATE INDEX "text_messages_updated_at_idx" ON "text_messages" USING btree ("updated_at");
  CREATE INDEX "text_messages_created_at_idx" ON "text_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "text_opt_outs_phone_idx" ON "text_opt_outs" USING btree ("phone");
  CREATE INDEX "text_opt_outs_updated_at_idx" ON "text_opt_outs" USING btree ("updated_at");
  CREATE INDEX "text_opt_outs_created_at_idx" ON "text_opt_outs" USING btree ("created_at");
  CREATE INDEX "lead_texts_templates_order_idx" ON "lead_texts_templates" USING btree ("_order");
  CREATE INDEX "lead_texts_templates_parent_id_idx" ON "lead_texts_templates" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_text_messages_fk" FOREIGN KEY ("text_messages_id") REFERENCES "public"."text_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_text_opt_outs_fk" FOREIGN KEY ("text_opt_outs_id") REFERENCES "public"."text_opt_outs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_text_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("text_messages_id");
  CREATE INDEX "payload_locked_documents_rels_text_opt_outs_id_idx" ON "payload_locked_documents_rels" USING btree ("text_opt_outs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "text_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "text_opt_outs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_texts_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "text_messages" CASCADE;
  DROP TABLE "text_opt_outs" CASCADE;
  DROP TABLE "lead_texts_templates" CASCADE;
  DROP TABLE "lead_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_text_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_text_opt_outs_fk";
  
  ALTER TABLE "lead_events" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_events_type";
  CREATE TYPE "public"."enum_lead_events_type" AS ENUM('received', 'status', 'owner', 'follow-up', 'value', 'note', 'email', 'call', 'quote', 'payment', 'contact', 'first-contact', 'escalated');
  ALTER TABLE "lead_events" ALTER COLUMN "type" SET DATA TYPE "public"."enum_lead_events_type" USING "type"::"public"."enum_lead_events_type";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadEmail', 'deliverWebhook', 'escalateLead', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadEmail', 'deliverWebhook', 'escalateLead', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_text_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_text_opt_outs_id_idx";
  ALTER TABLE "users" DROP COLUMN "phone";
  ALTER TABLE "users" DROP COLUMN "text_alerts";
  ALTER TABLE "estimate_requests" DROP COLUMN "contact_text_consent";
  ALTER TABLE "estimate_requests" DROP COLUMN "contact_text_consent_wording";
  ALTER TABLE "estimate_requests" DROP COLUMN "contact_text_consent_at";
  ALTER TABLE "plan_signups" DROP COLUMN "contact_text_consent";
  ALTER TABLE "plan_signups" DROP COLUMN "contact_text_consent_wording";
  ALTER TABLE "plan_signups" DROP COLUMN "contact_text_consent_at";
  ALTER TABLE "community_signups" DROP COLUMN "contact_text_consent";
  ALTER TABLE "community_signups" DROP COLUMN "contact_text_consent_wording";
  ALTER TABLE "community_signups" DROP COLUMN "contact_text_consent_at";
  ALTER TABLE "career_applications" DROP COLUMN "contact_text_consent";
  ALTER TABLE "career_applications" DROP COLUMN "contact_text_consent_wording";
  ALTER TABLE "career_applications" DROP COLUMN "contact_text_consent_at";
  ALTER TABLE "desk_leads" DROP COLUMN "text_consent_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "text_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "text_opt_outs_id";
  ALTER TABLE "site_settings" DROP COLUMN "text_consent_wording";
  DROP TYPE "public"."enum_text_messages_direction";
  DROP TYPE "public"."enum_text_messages_status";`)
}
