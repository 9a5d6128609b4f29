import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_locations_time_zone" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu');
  CREATE TYPE "public"."enum__locations_v_version_time_zone" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu');
  CREATE TYPE "public"."enum_desk_leads_first_contact_by" AS ENUM('call', 'text', 'email', 'status');
  ALTER TYPE "public"."enum_lead_events_type" ADD VALUE 'contact';
  ALTER TYPE "public"."enum_lead_events_type" ADD VALUE 'first-contact';
  ALTER TYPE "public"."enum_lead_events_type" ADD VALUE 'escalated';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'escalateLead' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'escalateLead' BEFORE 'schedulePublish';
  CREATE TABLE "locations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "_locations_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  ALTER TABLE "locations" ADD COLUMN "time_zone" "enum_locations_time_zone" DEFAULT 'America/New_York';
  ALTER TABLE "locations" ADD COLUMN "manager_id" integer;
  ALTER TABLE "locations" ADD COLUMN "first_contact_target_minutes" numeric DEFAULT 5;
  ALTER TABLE "_locations_v" ADD COLUMN "version_time_zone" "enum__locations_v_version_time_zone" DEFAULT 'America/New_York';
  ALTER TABLE "_locations_v" ADD COLUMN "version_manager_id" integer;
  ALTER TABLE "_locations_v" ADD COLUMN "version_first_contact_target_minutes" numeric DEFAULT 5;
  ALTER TABLE "users" ADD COLUMN "on_duty" boolean DEFAULT true;
  ALTER TABLE "desk_leads" ADD COLUMN "arrived_outside_hours" boolean DEFAULT false;
  ALTER TABLE "desk_leads" ADD COLUMN "first_contact_due_at" timestamp(3) with time zone;
  ALTER TABLE "desk_leads" ADD COLUMN "first_contact_at" timestamp(3) with time zone;
  ALTER TABLE "desk_leads" ADD COLUMN "first_contact_by" "enum_desk_leads_first_contact_by";
  ALTER TABLE "desk_leads" ADD COLUMN "first_contact_minutes" numeric;
  ALTER TABLE "desk_leads" ADD COLUMN "escalated_at" timestamp(3) with time zone;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_rels" ADD CONSTRAINT "_locations_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_rels" ADD CONSTRAINT "_locations_v_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "locations_rels_order_idx" ON "locations_rels" USING btree ("order");
  CREATE INDEX "locations_rels_parent_idx" ON "locations_rels" USING btree ("parent_id");
  CREATE INDEX "locations_rels_path_idx" ON "locations_rels" USING btree ("path");
  CREATE INDEX "locations_rels_users_id_idx" ON "locations_rels" USING btree ("users_id");
  CREATE INDEX "_locations_v_rels_order_idx" ON "_locations_v_rels" USING btree ("order");
  CREATE INDEX "_locations_v_rels_parent_idx" ON "_locations_v_rels" USING btree ("parent_id");
  CREATE INDEX "_locations_v_rels_path_idx" ON "_locations_v_rels" USING btree ("path");
  CREATE INDEX "_locations_v_rels_users_id_idx" ON "_locations_v_rels" USING btree ("users_id");
  ALTER TABLE "locations" ADD CONSTRAINT "locations_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_version_manager_id_users_id_fk" FOREIGN KEY ("version_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "locations_manager_idx" ON "locations" USING btree ("manager_id");
  CREATE INDEX "_locations_v_version_version_manager_idx" ON "_locations_v" USING btree ("version_manager_id");
  CREATE INDEX "desk_leads_first_contact_due_at_idx" ON "desk_leads" USING btree ("first_contact_due_at");
  CREATE INDEX "desk_leads_first_contact_at_idx" ON "desk_leads" USING btree ("first_contact_at");`)
  // Written by hand below (no Payload field): each location's turn in the round-robin, kept apart from
  // the location's versioned content so an editor's publish never rewinds it; a new lead locks its row.
  // The offices' zones as the seed knows them; the speed figures' index (arrival, with what they read).
  await db.execute(sql`
  CREATE TABLE "lead_routing_turns" (
    "location_id" integer PRIMARY KEY REFERENCES "locations"("id") ON DELETE CASCADE,
    "last_assignee_id" integer REFERENCES "users"("id") ON DELETE SET NULL
  );
  UPDATE "locations" SET "time_zone" = CASE "key"
    WHEN 'seattle' THEN 'America/Los_Angeles'::"enum_locations_time_zone"
    WHEN 'tricities' THEN 'America/Los_Angeles'::"enum_locations_time_zone"
    WHEN 'houston' THEN 'America/Chicago'::"enum_locations_time_zone"
    ELSE 'America/New_York'::"enum_locations_time_zone" END;
  UPDATE "_locations_v" SET "version_time_zone" = CASE "version_key"
    WHEN 'seattle' THEN 'America/Los_Angeles'::"enum__locations_v_version_time_zone"
    WHEN 'tricities' THEN 'America/Los_Angeles'::"enum__locations_v_version_time_zone"
    WHEN 'houston' THEN 'America/Chicago'::"enum__locations_v_version_time_zone"
    ELSE 'America/New_York'::"enum__locations_v_version_time_zone" END;
  CREATE INDEX "desk_leads_first_contact_speed_idx" ON "desk_leads" USING btree ("created_at")
    INCLUDE ("location_id", "owner_id", "kind", "status", "first_contact_at", "first_contact_minutes", "first_contact_due_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "lead_routing_turns";
   DROP INDEX "desk_leads_first_contact_speed_idx";
   ALTER TABLE "locations_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "locations_rels" CASCADE;
  DROP TABLE "_locations_v_rels" CASCADE;
  ALTER TABLE "locations" DROP CONSTRAINT "locations_manager_id_users_id_fk";
  
  ALTER TABLE "_locations_v" DROP CONSTRAINT "_locations_v_version_manager_id_users_id_fk";
  
  ALTER TABLE "lead_events" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_events_type";
  CREATE TYPE "public"."enum_lead_events_type" AS ENUM('received', 'status', 'owner', 'follow-up', 'value', 'note', 'email', 'call', 'quote', 'payment');
  ALTER TABLE "lead_events" ALTER COLUMN "type" SET DATA TYPE "public"."enum_lead_events_type" USING "type"::"public"."enum_lead_events_type";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendLeadEmail', 'deliverWebhook', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendLeadEmail', 'deliverWebhook', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "locations_manager_idx";
  DROP INDEX "_locations_v_version_version_manager_idx";
  DROP INDEX "desk_leads_first_contact_due_at_idx";
  DROP INDEX "desk_leads_first_contact_at_idx";
  ALTER TABLE "locations" DROP COLUMN "time_zone";
  ALTER TABLE "locations" DROP COLUMN "manager_id";
  ALTER TABLE "locations" DROP COLUMN "first_contact_target_minutes";
  ALTER TABLE "_locations_v" DROP COLUMN "version_time_zone";
  ALTER TABLE "_locations_v" DROP COLUMN "version_manager_id";
  ALTER TABLE "_locations_v" DROP COLUMN "version_first_contact_target_minutes";
  ALTER TABLE "users" DROP COLUMN "on_duty";
  ALTER TABLE "desk_leads" DROP COLUMN "arrived_outside_hours";
  ALTER TABLE "desk_leads" DROP COLUMN "first_contact_due_at";
  ALTER TABLE "desk_leads" DROP COLUMN "first_contact_at";
  ALTER TABLE "desk_leads" DROP COLUMN "first_contact_by";
  ALTER TABLE "desk_leads" DROP COLUMN "first_contact_minutes";
  ALTER TABLE "desk_leads" DROP COLUMN "escalated_at";
  DROP TYPE "public"."enum_locations_time_zone";
  DROP TYPE "public"."enum__locations_v_version_time_zone";
  DROP TYPE "public"."enum_desk_leads_first_contact_by";`)
}
