import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_estimate_requests_services" AS ENUM('residential-window-cleaning', 'residential-pressure-washing', 'residential-soft-wash', 'residential-holiday-lights', 'commercial-window-cleaning', 'commercial-pressure-washing', 'commercial-soft-wash', 'graffiti-removal', 'parking-garage-pressure-wash', 'commercial-holiday-lights', 'commercial-caulking', 'commercial-line-striping');
  CREATE TYPE "public"."enum_estimate_requests_property_surfaces" AS ENUM('windows', 'siding', 'brick', 'stucco', 'roof', 'gutters', 'driveway', 'walkways', 'deck', 'patio', 'fence', 'parking-garage', 'storefront', 'signage', 'other');
  CREATE TYPE "public"."enum_estimate_requests_service_type" AS ENUM('commercial', 'residential');
  CREATE TYPE "public"."enum_estimate_requests_property_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum_estimate_requests_property_business_type" AS ENUM('Commercial Real Estate', 'Healthcare Facilities', 'Educational Institutions', 'Industrial Facilities', 'Retail Stores', 'Restaurants');
  CREATE TYPE "public"."enum_estimate_requests_contact_preferred_contact_method" AS ENUM('phone', 'email', 'text');
  CREATE TYPE "public"."enum_estimate_requests_contact_preferred_time" AS ENUM('morning', 'afternoon', 'evening', 'any');
  CREATE TYPE "public"."enum_estimate_requests_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost');
  CREATE TYPE "public"."enum_plan_signups_plan_id" AS ENUM('basic', 'plus', 'premium');
  CREATE TYPE "public"."enum_plan_signups_home_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum_plan_signups_contact_preferred_contact_method" AS ENUM('phone', 'email', 'text');
  CREATE TYPE "public"."enum_plan_signups_contact_preferred_time" AS ENUM('morning', 'afternoon', 'evening', 'any');
  CREATE TYPE "public"."enum_plan_signups_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost');
  CREATE TYPE "public"."enum_career_applications_availability" AS ENUM('full-time', 'part-time', 'seasonal', 'weekends');
  CREATE TYPE "public"."enum_career_applications_contact_preferred_contact_method" AS ENUM('phone', 'email', 'text');
  CREATE TYPE "public"."enum_career_applications_contact_preferred_time" AS ENUM('morning', 'afternoon', 'evening', 'any');
  CREATE TYPE "public"."enum_career_applications_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost');
  CREATE TYPE "public"."enum_webhooks_event" AS ENUM('estimate.requested', 'plan.signup', 'application.received', 'review.submitted');
  CREATE TYPE "public"."enum_webhook_deliveries_event" AS ENUM('estimate.requested', 'plan.signup', 'application.received', 'review.submitted');
  CREATE TYPE "public"."enum_webhook_deliveries_status" AS ENUM('pending', 'retrying', 'succeeded', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadEmail', 'deliverWebhook');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadEmail', 'deliverWebhook');
  CREATE TABLE "estimate_requests_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_estimate_requests_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "estimate_requests_property_surfaces" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_estimate_requests_property_surfaces",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "estimate_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"service_type" "enum_estimate_requests_service_type" NOT NULL,
  	"property_size" "enum_estimate_requests_property_size" NOT NULL,
  	"property_stories" numeric NOT NULL,
  	"property_business_type" "enum_estimate_requests_property_business_type",
  	"address_street" varchar NOT NULL,
  	"address_unit" varchar,
  	"address_city" varchar NOT NULL,
  	"address_state" varchar NOT NULL,
  	"address_zip" varchar NOT NULL,
  	"contact_first_name" varchar NOT NULL,
  	"contact_last_name" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"contact_preferred_contact_method" "enum_estimate_requests_contact_preferred_contact_method" DEFAULT 'phone',
  	"contact_preferred_time" "enum_estimate_requests_contact_preferred_time" DEFAULT 'any',
  	"message" varchar,
  	"location_id" integer,
  	"status" "enum_estimate_requests_status" DEFAULT 'new' NOT NULL,
  	"notes" varchar,
  	"source_page" varchar NOT NULL,
  	"attribution_session_id" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "plan_signups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"plan_id" "enum_plan_signups_plan_id" NOT NULL,
  	"home_size" "enum_plan_signups_home_size" NOT NULL,
  	"price" numeric NOT NULL,
  	"frequency" varchar,
  	"accepted_terms_at" timestamp(3) with time zone NOT NULL,
  	"contact_first_name" varchar NOT NULL,
  	"contact_last_name" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"contact_preferred_contact_method" "enum_plan_signups_contact_preferred_contact_method" DEFAULT 'phone',
  	"contact_preferred_time" "enum_plan_signups_contact_preferred_time" DEFAULT 'any',
  	"address_street" varchar NOT NULL,
  	"address_unit" varchar,
  	"address_city" varchar NOT NULL,
  	"address_state" varchar NOT NULL,
  	"address_zip" varchar NOT NULL,
  	"location_id" integer,
  	"status" "enum_plan_signups_status" DEFAULT 'new' NOT NULL,
  	"notes" varchar,
  	"source_page" varchar NOT NULL,
  	"attribution_session_id" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "career_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"role" varchar NOT NULL,
  	"experience_years" numeric NOT NULL,
  	"availability" "enum_career_applications_availability" NOT NULL,
  	"resume_id" integer NOT NULL,
  	"contact_first_name" varchar NOT NULL,
  	"contact_last_name" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"contact_preferred_contact_method" "enum_career_applications_contact_preferred_contact_method" DEFAULT 'phone',
  	"contact_preferred_time" "enum_career_applications_contact_preferred_time" DEFAULT 'any',
  	"message" varchar,
  	"location_id" integer,
  	"status" "enum_career_applications_status" DEFAULT 'new' NOT NULL,
  	"notes" varchar,
  	"source_page" varchar NOT NULL,
  	"attribution_session_id" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "resumes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uploaded_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "webhooks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"event" "enum_webhooks_event" NOT NULL,
  	"url" varchar NOT NULL,
  	"secret" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "webhook_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"webhook_id" integer NOT NULL,
  	"event" "enum_webhook_deliveries_event" NOT NULL,
  	"test" boolean DEFAULT false,
  	"body" jsonb NOT NULL,
  	"status" "enum_webhook_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"response_code" numeric,
  	"last_error" varchar,
  	"last_attempt_at" timestamp(3) with time zone,
  	"delivered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "reviews" ADD COLUMN "source_page" varchar;
  ALTER TABLE "reviews" ADD COLUMN "attribution_session_id" varchar;
  ALTER TABLE "reviews" ADD COLUMN "idempotency_key" varchar;
  ALTER TABLE "attribution" ADD COLUMN "last_touch_at" timestamp(3) with time zone;
  ALTER TABLE "attribution" ADD COLUMN "last_touch_utm_source" varchar;
  ALTER TABLE "attribution" ADD COLUMN "last_touch_utm_medium" varchar;
  ALTER TABLE "attribution" ADD COLUMN "last_touch_utm_campaign" varchar;
  ALTER TABLE "attribution" ADD COLUMN "last_touch_utm_content" varchar;
  ALTER TABLE "attribution" ADD COLUMN "last_touch_utm_term" varchar;
  ALTER TABLE "attribution" ADD COLUMN "last_touch_gclid" varchar;
  ALTER TABLE "attribution" ADD COLUMN "last_touch_gbraid" varchar;
  ALTER TABLE "attribution" ADD COLUMN "last_touch_wbraid" varchar;
  ALTER TABLE "attribution" ADD COLUMN "last_touch_gad_source" varchar;
  ALTER TABLE "attribution" ADD COLUMN "last_touch_referrer" varchar;
  ALTER TABLE "attribution" ADD COLUMN "last_touch_landing_page" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "estimate_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "plan_signups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "career_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "resumes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webhooks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webhook_deliveries_id" integer;
  ALTER TABLE "estimate_requests_services" ADD CONSTRAINT "estimate_requests_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."estimate_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "estimate_requests_property_surfaces" ADD CONSTRAINT "estimate_requests_property_surfaces_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."estimate_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "estimate_requests" ADD CONSTRAINT "estimate_requests_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "plan_signups" ADD CONSTRAINT "plan_signups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "estimate_requests_services_order_idx" ON "estimate_requests_services" USING btree ("order");
  CREATE INDEX "estimate_requests_services_parent_idx" ON "estimate_requests_services" USING btree ("parent_id");
  CREATE INDEX "estimate_requests_property_surfaces_order_idx" ON "estimate_requests_property_surfaces" USING btree ("order");
  CREATE INDEX "estimate_requests_property_surfaces_parent_idx" ON "estimate_requests_property_surfaces" USING btree ("parent_id");
  CREATE INDEX "estimate_requests_service_type_idx" ON "estimate_requests" USING btree ("service_type");
  CREATE INDEX "estimate_requests_address_address_zip_idx" ON "estimate_requests" USING btree ("address_zip");
  CREATE INDEX "estimate_requests_contact_contact_email_idx" ON "estimate_requests" USING btree ("contact_email");
  CREATE INDEX "estimate_requests_location_idx" ON "estimate_requests" USING btree ("location_id");
  CREATE INDEX "estimate_requests_status_idx" ON "estimate_requests" USING btree ("status");
  CREATE INDEX "estimate_requests_attribution_session_id_idx" ON "estimate_requests" USING btree ("attribution_session_id");
  CREATE UNIQUE INDEX "estimate_requests_idempotency_key_idx" ON "estimate_requests" USING btree ("idempotency_key");
  CREATE INDEX "estimate_requests_updated_at_idx" ON "estimate_requests" USING btree ("updated_at");
  CREATE INDEX "estimate_requests_created_at_idx" ON "estimate_requests" USING btree ("created_at");
  CREATE INDEX "plan_signups_plan_id_idx" ON "plan_signups" USING btree ("plan_id");
  CREATE INDEX "plan_signups_contact_contact_email_idx" ON "plan_signups" USING btree ("contact_email");
  CREATE INDEX "plan_signups_address_address_zip_idx" ON "plan_signups" USING btree ("address_zip");
  CREATE INDEX "plan_signups_location_idx" ON "plan_signups" USING btree ("location_id");
  CREATE INDEX "plan_signups_status_idx" ON "plan_signups" USING btree ("status");
  CREATE INDEX "plan_signups_attribution_session_id_idx" ON "plan_signups" USING btree ("attribution_session_id");
  CREATE UNIQUE INDEX "plan_signups_idempotency_key_idx" ON "plan_signups" USING btree ("idempotency_key");
  CREATE INDEX "plan_signups_updated_at_idx" ON "plan_signups" USING btree ("updated_at");
  CREATE INDEX "plan_signups_created_at_idx" ON "plan_signups" USING btree ("created_at");
  CREATE INDEX "career_applications_role_idx" ON "career_applications" USING btree ("role");
  CREATE INDEX "career_applications_resume_idx" ON "career_applications" USING btree ("resume_id");
  CREATE INDEX "career_applications_contact_contact_email_idx" ON "career_applications" USING btree ("contact_email");
  CREATE INDEX "career_applications_location_idx" ON "career_applications" USING btree ("location_id");
  CREATE INDEX "career_applications_status_idx" ON "career_applications" USING btree ("status");
  CREATE INDEX "career_applications_attribution_session_id_idx" ON "career_applications" USING btree ("attribution_session_id");
  CREATE UNIQUE INDEX "career_applications_idempotency_key_idx" ON "career_applications" USING btree ("idempotency_key");
  CREATE INDEX "career_applications_updated_at_idx" ON "career_applications" USING btree ("updated_at");
  CREATE INDEX "career_applications_created_at_idx" ON "career_applications" USING btree ("created_at");
  CREATE INDEX "resumes_updated_at_idx" ON "resumes" USING btree ("updated_at");
  CREATE INDEX "resumes_created_at_idx" ON "resumes" USING btree ("created_at");
  CREATE UNIQUE INDEX "resumes_filename_idx" ON "resumes" USING btree ("filename");
  CREATE INDEX "webhooks_event_idx" ON "webhooks" USING btree ("event");
  CREATE INDEX "webhooks_active_idx" ON "webhooks" USING btree ("active");
  CREATE INDEX "webhooks_updated_at_idx" ON "webhooks" USING btree ("updated_at");
  CREATE INDEX "webhooks_created_at_idx" ON "webhooks" USING btree ("created_at");
  CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id");
  CREATE INDEX "webhook_deliveries_status_idx" ON "webhook_deliveries" USING btree ("status");
  CREATE INDEX "webhook_deliveries_updated_at_idx" ON "webhook_deliveries" USING btree ("updated_at");
  CREATE INDEX "webhook_deliveries_created_at_idx" ON "webhook_deliveries" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_estimate_requests_fk" FOREIGN KEY ("estimate_requests_id") REFERENCES "public"."estimate_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_plan_signups_fk" FOREIGN KEY ("plan_signups_id") REFERENCES "public"."plan_signups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_career_applications_fk" FOREIGN KEY ("career_applications_id") REFERENCES "public"."career_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_resumes_fk" FOREIGN KEY ("resumes_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webhooks_fk" FOREIGN KEY ("webhooks_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webhook_deliveries_fk" FOREIGN KEY ("webhook_deliveries_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "reviews_idempotency_key_idx" ON "reviews" USING btree ("idempotency_key");
  CREATE INDEX "payload_locked_documents_rels_estimate_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("estimate_requests_id");
  CREATE INDEX "payload_locked_documents_rels_plan_signups_id_idx" ON "payload_locked_documents_rels" USING btree ("plan_signups_id");
  CREATE INDEX "payload_locked_documents_rels_career_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("career_applications_id");
  CREATE INDEX "payload_locked_documents_rels_resumes_id_idx" ON "payload_locked_documents_rels" USING btree ("resumes_id");
  CREATE INDEX "payload_locked_documents_rels_webhooks_id_idx" ON "payload_locked_documents_rels" USING btree ("webhooks_id");
  CREATE INDEX "payload_locked_documents_rels_webhook_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("webhook_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "estimate_requests_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "estimate_requests_property_surfaces" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "estimate_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "plan_signups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "career_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resumes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webhooks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webhook_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "estimate_requests_services" CASCADE;
  DROP TABLE "estimate_requests_property_surfaces" CASCADE;
  DROP TABLE "estimate_requests" CASCADE;
  DROP TABLE "plan_signups" CASCADE;
  DROP TABLE "career_applications" CASCADE;
  DROP TABLE "resumes" CASCADE;
  DROP TABLE "webhooks" CASCADE;
  DROP TABLE "webhook_deliveries" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_estimate_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_plan_signups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_career_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_resumes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_webhooks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_webhook_deliveries_fk";
  
  DROP INDEX "reviews_idempotency_key_idx";
  DROP INDEX "payload_locked_documents_rels_estimate_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_plan_signups_id_idx";
  DROP INDEX "payload_locked_documents_rels_career_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_resumes_id_idx";
  DROP INDEX "payload_locked_documents_rels_webhooks_id_idx";
  DROP INDEX "payload_locked_documents_rels_webhook_deliveries_id_idx";
  ALTER TABLE "reviews" DROP COLUMN "source_page";
  ALTER TABLE "reviews" DROP COLUMN "attribution_session_id";
  ALTER TABLE "reviews" DROP COLUMN "idempotency_key";
  ALTER TABLE "attribution" DROP COLUMN "last_touch_at";
  ALTER TABLE "attribution" DROP COLUMN "last_touch_utm_source";
  ALTER TABLE "attribution" DROP COLUMN "last_touch_utm_medium";
  ALTER TABLE "attribution" DROP COLUMN "last_touch_utm_campaign";
  ALTER TABLE "attribution" DROP COLUMN "last_touch_utm_content";
  ALTER TABLE "attribution" DROP COLUMN "last_touch_utm_term";
  ALTER TABLE "attribution" DROP COLUMN "last_touch_gclid";
  ALTER TABLE "attribution" DROP COLUMN "last_touch_gbraid";
  ALTER TABLE "attribution" DROP COLUMN "last_touch_wbraid";
  ALTER TABLE "attribution" DROP COLUMN "last_touch_gad_source";
  ALTER TABLE "attribution" DROP COLUMN "last_touch_referrer";
  ALTER TABLE "attribution" DROP COLUMN "last_touch_landing_page";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "estimate_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "plan_signups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "career_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "resumes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webhooks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webhook_deliveries_id";
  DROP TYPE "public"."enum_estimate_requests_services";
  DROP TYPE "public"."enum_estimate_requests_property_surfaces";
  DROP TYPE "public"."enum_estimate_requests_service_type";
  DROP TYPE "public"."enum_estimate_requests_property_size";
  DROP TYPE "public"."enum_estimate_requests_property_business_type";
  DROP TYPE "public"."enum_estimate_requests_contact_preferred_contact_method";
  DROP TYPE "public"."enum_estimate_requests_contact_preferred_time";
  DROP TYPE "public"."enum_estimate_requests_status";
  DROP TYPE "public"."enum_plan_signups_plan_id";
  DROP TYPE "public"."enum_plan_signups_home_size";
  DROP TYPE "public"."enum_plan_signups_contact_preferred_contact_method";
  DROP TYPE "public"."enum_plan_signups_contact_preferred_time";
  DROP TYPE "public"."enum_plan_signups_status";
  DROP TYPE "public"."enum_career_applications_availability";
  DROP TYPE "public"."enum_career_applications_contact_preferred_contact_method";
  DROP TYPE "public"."enum_career_applications_contact_preferred_time";
  DROP TYPE "public"."enum_career_applications_status";
  DROP TYPE "public"."enum_webhooks_event";
  DROP TYPE "public"."enum_webhook_deliveries_event";
  DROP TYPE "public"."enum_webhook_deliveries_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
