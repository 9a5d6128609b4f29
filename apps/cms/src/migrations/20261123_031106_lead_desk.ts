import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_desk_leads_kind" AS ENUM('estimate', 'plan-signup', 'career-application', 'review');
  CREATE TYPE "public"."enum_desk_leads_status" AS ENUM('new', 'contacted', 'estimate-scheduled', 'quoted', 'won', 'lost', 'interview-scheduled', 'hired', 'not-hired', 'pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_desk_leads_lost_reason" AS ENUM('price', 'went-with-competitor', 'no-response', 'outside-service-area', 'service-not-offered', 'timing', 'duplicate-or-spam', 'other');
  CREATE TYPE "public"."enum_lead_events_type" AS ENUM('received', 'status', 'owner', 'follow-up', 'value', 'note', 'email');
  CREATE TABLE "desk_leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_desk_leads_kind" NOT NULL,
  	"document_id" numeric NOT NULL,
  	"reference" varchar NOT NULL,
  	"location_id" integer,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"address" varchar,
  	"asked" varchar,
  	"attribution_session_id" varchar,
  	"status" "enum_desk_leads_status" NOT NULL,
  	"lost_reason" "enum_desk_leads_lost_reason",
  	"owner_id" integer,
  	"next_follow_up_at" timestamp(3) with time zone,
  	"value" numeric,
  	"qualified_at" timestamp(3) with time zone,
  	"won_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"last_activity_at" timestamp(3) with time zone,
  	"version" numeric DEFAULT 1 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"type" "enum_lead_events_type" NOT NULL,
  	"actor_id" integer,
  	"from_value" varchar,
  	"to_value" varchar,
  	"text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "estimate_requests_status_idx";
  DROP INDEX "plan_signups_status_idx";
  DROP INDEX "career_applications_status_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "desk_leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_events_id" integer;
  ALTER TABLE "desk_leads" ADD CONSTRAINT "desk_leads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "desk_leads" ADD CONSTRAINT "desk_leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_desk_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."desk_leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "desk_leads_kind_idx" ON "desk_leads" USING btree ("kind");
  CREATE INDEX "desk_leads_reference_idx" ON "desk_leads" USING btree ("reference");
  CREATE INDEX "desk_leads_location_idx" ON "desk_leads" USING btree ("location_id");
  CREATE INDEX "desk_leads_email_idx" ON "desk_leads" USING btree ("email");
  CREATE INDEX "desk_leads_attribution_session_id_idx" ON "desk_leads" USING btree ("attribution_session_id");
  CREATE INDEX "desk_leads_status_idx" ON "desk_leads" USING btree ("status");
  CREATE INDEX "desk_leads_owner_idx" ON "desk_leads" USING btree ("owner_id");
  CREATE INDEX "desk_leads_next_follow_up_at_idx" ON "desk_leads" USING btree ("next_follow_up_at");
  CREATE INDEX "desk_leads_updated_at_idx" ON "desk_leads" USING btree ("updated_at");
  CREATE INDEX "desk_leads_created_at_idx" ON "desk_leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "kind_documentId_idx" ON "desk_leads" USING btree ("kind","document_id");
  CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id");
  CREATE INDEX "lead_events_actor_idx" ON "lead_events" USING btree ("actor_id");
  CREATE INDEX "lead_events_updated_at_idx" ON "lead_events" USING btree ("updated_at");
  CREATE INDEX "lead_events_created_at_idx" ON "lead_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_desk_leads_fk" FOREIGN KEY ("desk_leads_id") REFERENCES "public"."desk_leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_events_fk" FOREIGN KEY ("lead_events_id") REFERENCES "public"."lead_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_desk_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("desk_leads_id");
  CREATE INDEX "payload_locked_documents_rels_lead_events_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_events_id");
  ALTER TABLE "estimate_requests" DROP COLUMN "status";
  ALTER TABLE "estimate_requests" DROP COLUMN "notes";
  ALTER TABLE "plan_signups" DROP COLUMN "status";
  ALTER TABLE "plan_signups" DROP COLUMN "notes";
  ALTER TABLE "career_applications" DROP COLUMN "status";
  ALTER TABLE "career_applications" DROP COLUMN "notes";
  DROP TYPE "public"."enum_estimate_requests_status";
  DROP TYPE "public"."enum_plan_signups_status";
  DROP TYPE "public"."enum_career_applications_status";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_estimate_requests_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost');
  CREATE TYPE "public"."enum_plan_signups_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost');
  CREATE TYPE "public"."enum_career_applications_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost');
  ALTER TABLE "desk_leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "desk_leads" CASCADE;
  DROP TABLE "lead_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_desk_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_desk_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_lead_events_id_idx";
  ALTER TABLE "estimate_requests" ADD COLUMN "status" "enum_estimate_requests_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "estimate_requests" ADD COLUMN "notes" varchar;
  ALTER TABLE "plan_signups" ADD COLUMN "status" "enum_plan_signups_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "plan_signups" ADD COLUMN "notes" varchar;
  ALTER TABLE "career_applications" ADD COLUMN "status" "enum_career_applications_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "career_applications" ADD COLUMN "notes" varchar;
  CREATE INDEX "estimate_requests_status_idx" ON "estimate_requests" USING btree ("status");
  CREATE INDEX "plan_signups_status_idx" ON "plan_signups" USING btree ("status");
  CREATE INDEX "career_applications_status_idx" ON "career_applications" USING btree ("status");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "desk_leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_events_id";
  DROP TYPE "public"."enum_desk_leads_kind";
  DROP TYPE "public"."enum_desk_leads_status";
  DROP TYPE "public"."enum_desk_leads_lost_reason";
  DROP TYPE "public"."enum_lead_events_type";`)
}
