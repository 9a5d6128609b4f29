import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_unfinished_estimates_services" AS ENUM('residential-window-cleaning', 'residential-pressure-washing', 'residential-soft-wash', 'residential-holiday-lights', 'commercial-window-cleaning', 'commercial-pressure-washing', 'commercial-soft-wash', 'graffiti-removal', 'parking-garage-pressure-wash', 'commercial-holiday-lights', 'commercial-caulking', 'commercial-line-striping');
  CREATE TYPE "public"."enum_unfinished_estimates_service_type" AS ENUM('commercial', 'residential');
  CREATE TYPE "public"."enum_unfinished_estimates_language" AS ENUM('en', 'es');
  ALTER TYPE "public"."enum_desk_leads_kind" ADD VALUE 'unfinished-estimate' BEFORE 'phone-call';
  ALTER TYPE "public"."enum_webhooks_event" ADD VALUE 'estimate.unfinished' BEFORE 'plan.signup';
  ALTER TYPE "public"."enum_webhook_deliveries_event" ADD VALUE 'estimate.unfinished' BEFORE 'plan.signup';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deleteUnfinishedEstimates' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deleteUnfinishedEstimates' BEFORE 'schedulePublish';
  CREATE TABLE "unfinished_estimates_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_unfinished_estimates_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "unfinished_estimates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"service_type" "enum_unfinished_estimates_service_type",
  	"address_street" varchar,
  	"address_city" varchar,
  	"address_zip" varchar,
  	"contact_first_name" varchar NOT NULL,
  	"contact_last_name" varchar,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"message" varchar,
  	"location_id" integer,
  	"language" "enum_unfinished_estimates_language" DEFAULT 'en',
  	"source_page" varchar NOT NULL,
  	"attribution_session_id" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "unfinished_estimates_id" integer;
  ALTER TABLE "lead_emails" ADD COLUMN "unfinished_estimate_staff_subject" varchar DEFAULT 'Unfinished estimate: {name}, {location} (left the form unsent)' NOT NULL;
  ALTER TABLE "unfinished_estimates_services" ADD CONSTRAINT "unfinished_estimates_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."unfinished_estimates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "unfinished_estimates" ADD CONSTRAINT "unfinished_estimates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "unfinished_estimates_services_order_idx" ON "unfinished_estimates_services" USING btree ("order");
  CREATE INDEX "unfinished_estimates_services_parent_idx" ON "unfinished_estimates_services" USING btree ("parent_id");
  CREATE INDEX "unfinished_estimates_location_idx" ON "unfinished_estimates" USING btree ("location_id");
  CREATE INDEX "unfinished_estimates_attribution_session_id_idx" ON "unfinished_estimates" USING btree ("attribution_session_id");
  CREATE UNIQUE INDEX "unfinished_estimates_idempotency_key_idx" ON "unfinished_estimates" USING btree ("idempotency_key");
  CREATE INDEX "unfinished_estimates_updated_at_idx" ON "unfinished_estimates" USING btree ("updated_at");
  CREATE INDEX "unfinished_estimates_created_at_idx" ON "unfinished_estimates" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_unfinished_estimates_fk" FOREIGN KEY ("unfinished_estimates_id") REFERENCES "public"."unfinished_estimates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_unfinished_estimates_id_idx" ON "payload_locked_documents_rels" USING btree ("unfinished_estimates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "unfinished_estimates_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "unfinished_estimates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "unfinished_estimates_services" CASCADE;
  DROP TABLE "unfinished_estimates" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_unfinished_estimates_fk";
  
  ALTER TABLE "desk_leads" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_desk_leads_kind";
  CREATE TYPE "public"."enum_desk_leads_kind" AS ENUM('estimate', 'phone-call', 'plan-signup', 'community-signup', 'career-application', 'review');
  ALTER TABLE "desk_leads" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_desk_leads_kind" USING "kind"::"public"."enum_desk_leads_kind";
  ALTER TABLE "webhooks" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_webhooks_event";
  CREATE TYPE "public"."enum_webhooks_event" AS ENUM('estimate.requested', 'plan.signup', 'community.signup', 'application.received', 'review.submitted', 'call.received');
  ALTER TABLE "webhooks" ALTER COLUMN "event" SET DATA TYPE "public"."enum_webhooks_event" USING "event"::"public"."enum_webhooks_event";
  ALTER TABLE "webhook_deliveries" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_webhook_deliveries_event";
  CREATE TYPE "public"."enum_webhook_deliveries_event" AS ENUM('estimate.requested', 'plan.signup', 'community.signup', 'application.received', 'review.submitted', 'call.received');
  ALTER TABLE "webhook_deliveries" ALTER COLUMN "event" SET DATA TYPE "public"."enum_webhook_deliveries_event" USING "event"::"public"."enum_webhook_deliveries_event";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadEmail', 'deliverWebhook', 'escalateLead', 'sendText', 'sendAdsConversion', 'sendVisitMail', 'sendReviewRequest', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadEmail', 'deliverWebhook', 'escalateLead', 'sendText', 'sendAdsConversion', 'sendVisitMail', 'sendReviewRequest', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_unfinished_estimates_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "unfinished_estimates_id";
  ALTER TABLE "lead_emails" DROP COLUMN "unfinished_estimate_staff_subject";
  DROP TYPE "public"."enum_unfinished_estimates_services";
  DROP TYPE "public"."enum_unfinished_estimates_service_type";
  DROP TYPE "public"."enum_unfinished_estimates_language";`)
}
