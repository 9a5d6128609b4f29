import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_community_programs_prices_cadence" AS ENUM('once', 'monthly', 'bi-monthly', 'quarterly', 'twice-yearly');
  CREATE TYPE "public"."enum_community_programs_program_id" AS ENUM('montebello', 'columbia-river-walk');
  CREATE TYPE "public"."enum_community_programs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__community_programs_v_version_prices_cadence" AS ENUM('once', 'monthly', 'bi-monthly', 'quarterly', 'twice-yearly');
  CREATE TYPE "public"."enum__community_programs_v_version_program_id" AS ENUM('montebello', 'columbia-river-walk');
  CREATE TYPE "public"."enum__community_programs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_community_signups_program" AS ENUM('montebello', 'columbia-river-walk');
  CREATE TYPE "public"."enum_community_signups_cadence" AS ENUM('once', 'monthly', 'bi-monthly', 'quarterly', 'twice-yearly');
  CREATE TYPE "public"."enum_community_signups_contact_preferred_contact_method" AS ENUM('phone', 'email', 'text');
  CREATE TYPE "public"."enum_community_signups_contact_preferred_time" AS ENUM('morning', 'afternoon', 'evening', 'any');
  ALTER TYPE "public"."enum_desk_leads_kind" ADD VALUE 'community-signup' BEFORE 'career-application';
  ALTER TYPE "public"."enum_webhooks_event" ADD VALUE 'community.signup' BEFORE 'application.received';
  ALTER TYPE "public"."enum_webhook_deliveries_event" ADD VALUE 'community.signup' BEFORE 'application.received';
  CREATE TABLE "community_programs_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"service" varchar,
  	"price_cents" numeric,
  	"cadence" "enum_community_programs_prices_cadence" DEFAULT 'once',
  	"description" varchar
  );
  
  CREATE TABLE "community_programs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"program_id" "enum_community_programs_program_id",
  	"name" varchar,
  	"property" varchar,
  	"location_id" integer,
  	"schedule" varchar,
  	"terms" varchar,
  	"contact_phone" varchar,
  	"contact_email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_community_programs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_community_programs_v_version_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"service" varchar,
  	"price_cents" numeric,
  	"cadence" "enum__community_programs_v_version_prices_cadence" DEFAULT 'once',
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_community_programs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_program_id" "enum__community_programs_v_version_program_id",
  	"version_name" varchar,
  	"version_property" varchar,
  	"version_location_id" integer,
  	"version_schedule" varchar,
  	"version_terms" varchar,
  	"version_contact_phone" varchar,
  	"version_contact_email" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__community_programs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "community_signups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"program" "enum_community_signups_program" NOT NULL,
  	"unit" varchar NOT NULL,
  	"service" varchar NOT NULL,
  	"service_name" varchar NOT NULL,
  	"price_cents" numeric NOT NULL,
  	"cadence" "enum_community_signups_cadence" NOT NULL,
  	"accepted_terms_at" timestamp(3) with time zone NOT NULL,
  	"contact_first_name" varchar NOT NULL,
  	"contact_last_name" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"contact_preferred_contact_method" "enum_community_signups_contact_preferred_contact_method" DEFAULT 'phone',
  	"contact_preferred_time" "enum_community_signups_contact_preferred_time" DEFAULT 'any',
  	"location_id" integer,
  	"source_page" varchar NOT NULL,
  	"attribution_session_id" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "community_programs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "community_signups_id" integer;
  ALTER TABLE "lead_emails" ADD COLUMN "community_signup_staff_subject" varchar DEFAULT 'New resident signup: {name}, {location}' NOT NULL;
  ALTER TABLE "lead_emails" ADD COLUMN "community_signup_customer_subject" varchar DEFAULT 'Your resident program signup {reference}' NOT NULL;
  ALTER TABLE "lead_emails" ADD COLUMN "community_signup_customer_greeting" varchar DEFAULT 'Hi {firstName},' NOT NULL;
  ALTER TABLE "lead_emails" ADD COLUMN "community_signup_customer_closing" varchar DEFAULT 'Thank you for signing up.' NOT NULL;
  ALTER TABLE "community_programs_prices" ADD CONSTRAINT "community_programs_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."community_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_programs" ADD CONSTRAINT "community_programs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_community_programs_v_version_prices" ADD CONSTRAINT "_community_programs_v_version_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_community_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_community_programs_v" ADD CONSTRAINT "_community_programs_v_parent_id_community_programs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."community_programs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_community_programs_v" ADD CONSTRAINT "_community_programs_v_version_location_id_locations_id_fk" FOREIGN KEY ("version_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_signups" ADD CONSTRAINT "community_signups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "community_programs_prices_order_idx" ON "community_programs_prices" USING btree ("_order");
  CREATE INDEX "community_programs_prices_parent_id_idx" ON "community_programs_prices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "community_programs_program_id_idx" ON "community_programs" USING btree ("program_id");
  CREATE INDEX "community_programs_location_idx" ON "community_programs" USING btree ("location_id");
  CREATE INDEX "community_programs_updated_at_idx" ON "community_programs" USING btree ("updated_at");
  CREATE INDEX "community_programs_created_at_idx" ON "community_programs" USING btree ("created_at");
  CREATE INDEX "community_programs__status_idx" ON "community_programs" USING btree ("_status");
  CREATE INDEX "_community_programs_v_version_prices_order_idx" ON "_community_programs_v_version_prices" USING btree ("_order");
  CREATE INDEX "_community_programs_v_version_prices_parent_id_idx" ON "_community_programs_v_version_prices" USING btree ("_parent_id");
  CREATE INDEX "_community_programs_v_parent_idx" ON "_community_programs_v" USING btree ("parent_id");
  CREATE INDEX "_community_programs_v_version_version_program_id_idx" ON "_community_programs_v" USING btree ("version_program_id");
  CREATE INDEX "_community_programs_v_version_version_location_idx" ON "_community_programs_v" USING btree ("version_location_id");
  CREATE INDEX "_community_programs_v_version_version_updated_at_idx" ON "_community_programs_v" USING btree ("version_updated_at");
  CREATE INDEX "_community_programs_v_version_version_created_at_idx" ON "_community_programs_v" USING btree ("version_created_at");
  CREATE INDEX "_community_programs_v_version_version__status_idx" ON "_community_programs_v" USING btree ("version__status");
  CREATE INDEX "_community_programs_v_created_at_idx" ON "_community_programs_v" USING btree ("created_at");
  CREATE INDEX "_community_programs_v_updated_at_idx" ON "_community_programs_v" USING btree ("updated_at");
  CREATE INDEX "_community_programs_v_latest_idx" ON "_community_programs_v" USING btree ("latest");
  CREATE INDEX "community_signups_program_idx" ON "community_signups" USING btree ("program");
  CREATE INDEX "community_signups_contact_contact_email_idx" ON "community_signups" USING btree ("contact_email");
  CREATE INDEX "community_signups_location_idx" ON "community_signups" USING btree ("location_id");
  CREATE INDEX "community_signups_attribution_session_id_idx" ON "community_signups" USING btree ("attribution_session_id");
  CREATE UNIQUE INDEX "community_signups_idempotency_key_idx" ON "community_signups" USING btree ("idempotency_key");
  CREATE INDEX "community_signups_updated_at_idx" ON "community_signups" USING btree ("updated_at");
  CREATE INDEX "community_signups_created_at_idx" ON "community_signups" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_community_programs_fk" FOREIGN KEY ("community_programs_id") REFERENCES "public"."community_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_community_signups_fk" FOREIGN KEY ("community_signups_id") REFERENCES "public"."community_signups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_community_programs_id_idx" ON "payload_locked_documents_rels" USING btree ("community_programs_id");
  CREATE INDEX "payload_locked_documents_rels_community_signups_id_idx" ON "payload_locked_documents_rels" USING btree ("community_signups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "community_programs_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_programs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_community_programs_v_version_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_community_programs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_signups" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "community_programs_prices" CASCADE;
  DROP TABLE "community_programs" CASCADE;
  DROP TABLE "_community_programs_v_version_prices" CASCADE;
  DROP TABLE "_community_programs_v" CASCADE;
  DROP TABLE "community_signups" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_community_programs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_community_signups_fk";
  
  ALTER TABLE "desk_leads" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_desk_leads_kind";
  CREATE TYPE "public"."enum_desk_leads_kind" AS ENUM('estimate', 'plan-signup', 'career-application', 'review');
  ALTER TABLE "desk_leads" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_desk_leads_kind" USING "kind"::"public"."enum_desk_leads_kind";
  ALTER TABLE "webhooks" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_webhooks_event";
  CREATE TYPE "public"."enum_webhooks_event" AS ENUM('estimate.requested', 'plan.signup', 'application.received', 'review.submitted');
  ALTER TABLE "webhooks" ALTER COLUMN "event" SET DATA TYPE "public"."enum_webhooks_event" USING "event"::"public"."enum_webhooks_event";
  ALTER TABLE "webhook_deliveries" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_webhook_deliveries_event";
  CREATE TYPE "public"."enum_webhook_deliveries_event" AS ENUM('estimate.requested', 'plan.signup', 'application.received', 'review.submitted');
  ALTER TABLE "webhook_deliveries" ALTER COLUMN "event" SET DATA TYPE "public"."enum_webhook_deliveries_event" USING "event"::"public"."enum_webhook_deliveries_event";
  DROP INDEX "payload_locked_documents_rels_community_programs_id_idx";
  DROP INDEX "payload_locked_documents_rels_community_signups_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "community_programs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "community_signups_id";
  ALTER TABLE "lead_emails" DROP COLUMN "community_signup_staff_subject";
  ALTER TABLE "lead_emails" DROP COLUMN "community_signup_customer_subject";
  ALTER TABLE "lead_emails" DROP COLUMN "community_signup_customer_greeting";
  ALTER TABLE "lead_emails" DROP COLUMN "community_signup_customer_closing";
  DROP TYPE "public"."enum_community_programs_prices_cadence";
  DROP TYPE "public"."enum_community_programs_program_id";
  DROP TYPE "public"."enum_community_programs_status";
  DROP TYPE "public"."enum__community_programs_v_version_prices_cadence";
  DROP TYPE "public"."enum__community_programs_v_version_program_id";
  DROP TYPE "public"."enum__community_programs_v_version_status";
  DROP TYPE "public"."enum_community_signups_program";
  DROP TYPE "public"."enum_community_signups_cadence";
  DROP TYPE "public"."enum_community_signups_contact_preferred_contact_method";
  DROP TYPE "public"."enum_community_signups_contact_preferred_time";`)
}
