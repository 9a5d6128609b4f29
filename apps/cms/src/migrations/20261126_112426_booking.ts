import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Booking: each location's booking settings (crews' hours, crews per kind, visit lengths, closed days,
 * the customers' change cut-off, online estimate booking) and Google review page; the visits on the
 * calendars and their emails' job; the lead's stages from visit booked to job done; a review's
 * reference and lead.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_visits_kind" AS ENUM('estimate', 'job');
  CREATE TYPE "public"."enum_visits_status" AS ENUM('booked', 'cancelled', 'done');
  CREATE TYPE "public"."enum_visits_booked_by" AS ENUM('customer', 'staff');
  ALTER TYPE "public"."enum_desk_leads_quote_stage" ADD VALUE 'visit-booked' BEFORE 'quote-sent';
  ALTER TYPE "public"."enum_desk_leads_quote_stage" ADD VALUE 'job-booked';
  ALTER TYPE "public"."enum_desk_leads_quote_stage" ADD VALUE 'job-done';
  ALTER TYPE "public"."enum_lead_events_type" ADD VALUE 'visit';
  ALTER TYPE "public"."enum_lead_events_type" ADD VALUE 'review';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendVisitMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendVisitMail' BEFORE 'schedulePublish';
  CREATE TABLE "locations_booking_service_minutes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service_id" integer,
  	"minutes" numeric
  );
  
  CREATE TABLE "locations_booking_closed_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "_locations_v_version_booking_service_minutes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_id" integer,
  	"minutes" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_locations_v_version_booking_closed_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" varchar,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "visits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"kind" "enum_visits_kind" NOT NULL,
  	"status" "enum_visits_status" DEFAULT 'booked' NOT NULL,
  	"location_id" integer NOT NULL,
  	"lead_id" integer NOT NULL,
  	"quote_id" integer,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"customer_name" varchar,
  	"address" varchar,
  	"booked_by" "enum_visits_booked_by" NOT NULL,
  	"created_by_id" integer,
  	"cancelled_at" timestamp(3) with time zone,
  	"done_at" timestamp(3) with time zone,
  	"reminder_sent_at" timestamp(3) with time zone,
  	"review_requested_at" timestamp(3) with time zone,
  	"review_reminded_at" timestamp(3) with time zone,
  	"review_opted_out_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "visits_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer
  );
  
  ALTER TABLE "locations" ADD COLUMN "booking_hours" varchar;
  ALTER TABLE "locations" ADD COLUMN "booking_estimate_crews" numeric DEFAULT 1;
  ALTER TABLE "locations" ADD COLUMN "booking_job_crews" numeric DEFAULT 2;
  ALTER TABLE "locations" ADD COLUMN "booking_estimate_minutes" numeric DEFAULT 60;
  ALTER TABLE "locations" ADD COLUMN "booking_job_minutes" numeric DEFAULT 180;
  ALTER TABLE "locations" ADD COLUMN "booking_change_cutoff_hours" numeric DEFAULT 24;
  ALTER TABLE "locations" ADD COLUMN "booking_estimate_booking_online" boolean DEFAULT false;
  ALTER TABLE "locations" ADD COLUMN "google_review_url" varchar;
  ALTER TABLE "_locations_v" ADD COLUMN "version_booking_hours" varchar;
  ALTER TABLE "_locations_v" ADD COLUMN "version_booking_estimate_crews" numeric DEFAULT 1;
  ALTER TABLE "_locations_v" ADD COLUMN "version_booking_job_crews" numeric DEFAULT 2;
  ALTER TABLE "_locations_v" ADD COLUMN "version_booking_estimate_minutes" numeric DEFAULT 60;
  ALTER TABLE "_locations_v" ADD COLUMN "version_booking_job_minutes" numeric DEFAULT 180;
  ALTER TABLE "_locations_v" ADD COLUMN "version_booking_change_cutoff_hours" numeric DEFAULT 24;
  ALTER TABLE "_locations_v" ADD COLUMN "version_booking_estimate_booking_online" boolean DEFAULT false;
  ALTER TABLE "_locations_v" ADD COLUMN "version_google_review_url" varchar;
  ALTER TABLE "reviews" ADD COLUMN "reference" varchar;
  ALTER TABLE "reviews" ADD COLUMN "lead_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visits_id" integer;
  ALTER TABLE "locations_booking_service_minutes" ADD CONSTRAINT "locations_booking_service_minutes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_booking_service_minutes" ADD CONSTRAINT "locations_booking_service_minutes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_booking_closed_dates" ADD CONSTRAINT "locations_booking_closed_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_version_booking_service_minutes" ADD CONSTRAINT "_locations_v_version_booking_service_minutes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v_version_booking_service_minutes" ADD CONSTRAINT "_locations_v_version_booking_service_minutes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_version_booking_closed_dates" ADD CONSTRAINT "_locations_v_version_booking_closed_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "visits" ADD CONSTRAINT "visits_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visits" ADD CONSTRAINT "visits_lead_id_desk_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."desk_leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visits" ADD CONSTRAINT "visits_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visits" ADD CONSTRAINT "visits_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visits_rels" ADD CONSTRAINT "visits_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "visits_rels" ADD CONSTRAINT "visits_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "locations_booking_service_minutes_order_idx" ON "locations_booking_service_minutes" USING btree ("_order");
  CREATE INDEX "locations_booking_service_minutes_parent_id_idx" ON "locations_booking_service_minutes" USING btree ("_parent_id");
  CREATE INDEX "locations_booking_service_minutes_service_idx" ON "locations_booking_service_minutes" USING btree ("service_id");
  CREATE INDEX "locations_booking_closed_dates_order_idx" ON "locations_booking_closed_dates" USING btree ("_order");
  CREATE INDEX "locations_booking_closed_dates_parent_id_idx" ON "locations_booking_closed_dates" USING btree ("_parent_id");
  CREATE INDEX "_locations_v_version_booking_service_minutes_order_idx" ON "_locations_v_version_booking_service_minutes" USING btree ("_order");
  CREATE INDEX "_locations_v_version_booking_service_minutes_parent_id_idx" ON "_locations_v_version_booking_service_minutes" USING btree ("_parent_id");
  CREATE INDEX "_locations_v_version_booking_service_minutes_service_idx" ON "_locations_v_version_booking_service_minutes" USING btree ("service_id");
  CREATE INDEX "_locations_v_version_booking_closed_dates_order_idx" ON "_locations_v_version_booking_closed_dates" USING btree ("_order");
  CREATE INDEX "_locations_v_version_booking_closed_dates_parent_id_idx" ON "_locations_v_version_booking_closed_dates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "visits_reference_idx" ON "visits" USING btree ("reference");
  CREATE INDEX "visits_status_idx" ON "visits" USING btree ("status");
  CREATE INDEX "visits_location_idx" ON "visits" USING btree ("location_id");
  CREATE INDEX "visits_lead_idx" ON "visits" USING btree ("lead_id");
  CREATE INDEX "visits_quote_idx" ON "visits" USING btree ("quote_id");
  CREATE INDEX "visits_created_by_idx" ON "visits" USING btree ("created_by_id");
  CREATE INDEX "visits_updated_at_idx" ON "visits" USING btree ("updated_at");
  CREATE INDEX "visits_created_at_idx" ON "visits" USING btree ("created_at");
  CREATE INDEX "location_kind_startsAt_idx" ON "visits" USING btree ("location_id","kind","starts_at");
  CREATE INDEX "visits_rels_order_idx" ON "visits_rels" USING btree ("order");
  CREATE INDEX "visits_rels_parent_idx" ON "visits_rels" USING btree ("parent_id");
  CREATE INDEX "visits_rels_path_idx" ON "visits_rels" USING btree ("path");
  CREATE INDEX "visits_rels_services_id_idx" ON "visits_rels" USING btree ("services_id");
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_lead_id_desk_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."desk_leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visits_fk" FOREIGN KEY ("visits_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reviews_lead_idx" ON "reviews" USING btree ("lead_id");
  CREATE INDEX "payload_locked_documents_rels_visits_id_idx" ON "payload_locked_documents_rels" USING btree ("visits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations_booking_service_minutes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_booking_closed_dates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_version_booking_service_minutes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_version_booking_closed_dates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visits_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "locations_booking_service_minutes" CASCADE;
  DROP TABLE "locations_booking_closed_dates" CASCADE;
  DROP TABLE "_locations_v_version_booking_service_minutes" CASCADE;
  DROP TABLE "_locations_v_version_booking_closed_dates" CASCADE;
  DROP TABLE "visits" CASCADE;
  DROP TABLE "visits_rels" CASCADE;
  ALTER TABLE "reviews" DROP CONSTRAINT "reviews_lead_id_desk_leads_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visits_fk";
  
  ALTER TABLE "desk_leads" ALTER COLUMN "quote_stage" SET DATA TYPE text;
  DROP TYPE "public"."enum_desk_leads_quote_stage";
  CREATE TYPE "public"."enum_desk_leads_quote_stage" AS ENUM('quote-sent', 'quote-accepted', 'deposit-paid');
  ALTER TABLE "desk_leads" ALTER COLUMN "quote_stage" SET DATA TYPE "public"."enum_desk_leads_quote_stage" USING "quote_stage"::"public"."enum_desk_leads_quote_stage";
  ALTER TABLE "lead_events" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_events_type";
  CREATE TYPE "public"."enum_lead_events_type" AS ENUM('received', 'status', 'owner', 'follow-up', 'value', 'note', 'email', 'call', 'quote', 'payment', 'contact', 'first-contact', 'escalated', 'text');
  ALTER TABLE "lead_events" ALTER COLUMN "type" SET DATA TYPE "public"."enum_lead_events_type" USING "type"::"public"."enum_lead_events_type";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadEmail', 'deliverWebhook', 'escalateLead', 'sendText', 'sendAdsConversion', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadEmail', 'deliverWebhook', 'escalateLead', 'sendText', 'sendAdsConversion', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "reviews_lead_idx";
  DROP INDEX "payload_locked_documents_rels_visits_id_idx";
  ALTER TABLE "locations" DROP COLUMN "booking_hours";
  ALTER TABLE "locations" DROP COLUMN "booking_estimate_crews";
  ALTER TABLE "locations" DROP COLUMN "booking_job_crews";
  ALTER TABLE "locations" DROP COLUMN "booking_estimate_minutes";
  ALTER TABLE "locations" DROP COLUMN "booking_job_minutes";
  ALTER TABLE "locations" DROP COLUMN "booking_change_cutoff_hours";
  ALTER TABLE "locations" DROP COLUMN "booking_estimate_booking_online";
  ALTER TABLE "locations" DROP COLUMN "google_review_url";
  ALTER TABLE "_locations_v" DROP COLUMN "version_booking_hours";
  ALTER TABLE "_locations_v" DROP COLUMN "version_booking_estimate_crews";
  ALTER TABLE "_locations_v" DROP COLUMN "version_booking_job_crews";
  ALTER TABLE "_locations_v" DROP COLUMN "version_booking_estimate_minutes";
  ALTER TABLE "_locations_v" DROP COLUMN "version_booking_job_minutes";
  ALTER TABLE "_locations_v" DROP COLUMN "version_booking_change_cutoff_hours";
  ALTER TABLE "_locations_v" DROP COLUMN "version_booking_estimate_booking_online";
  ALTER TABLE "_locations_v" DROP COLUMN "version_google_review_url";
  ALTER TABLE "reviews" DROP COLUMN "reference";
  ALTER TABLE "reviews" DROP COLUMN "lead_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visits_id";
  DROP TYPE "public"."enum_visits_kind";
  DROP TYPE "public"."enum_visits_status";
  DROP TYPE "public"."enum_visits_booked_by";`)
}
