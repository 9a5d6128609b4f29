import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { linkExistingLeads } from '../customers/link-existing-leads'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_lead_events_type" ADD VALUE 'customer';
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"merged_into_id" integer,
  	"merged_at" timestamp(3) with time zone,
  	"merged_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "customer_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "desk_leads" ADD COLUMN "customer_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customer_keys_id" integer;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_merged_into_id_customers_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_merged_by_id_users_id_fk" FOREIGN KEY ("merged_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_keys" ADD CONSTRAINT "customer_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "customers_merged_into_idx" ON "customers" USING btree ("merged_into_id");
  CREATE INDEX "customers_merged_by_idx" ON "customers" USING btree ("merged_by_id");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_keys_key_idx" ON "customer_keys" USING btree ("key");
  CREATE INDEX "customer_keys_customer_idx" ON "customer_keys" USING btree ("customer_id");
  CREATE INDEX "customer_keys_updated_at_idx" ON "customer_keys" USING btree ("updated_at");
  CREATE INDEX "customer_keys_created_at_idx" ON "customer_keys" USING btree ("created_at");
  ALTER TABLE "desk_leads" ADD CONSTRAINT "desk_leads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customer_keys_fk" FOREIGN KEY ("customer_keys_id") REFERENCES "public"."customer_keys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "desk_leads_customer_idx" ON "desk_leads" USING btree ("customer_id");
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_customer_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("customer_keys_id");`)
  // Every lead stored so far gets its customer, so a returning customer's history starts complete.
  const linked = await linkExistingLeads(async (statement) => (await db.execute(statement)).rows as never[])
  payload.logger.info(`linked ${linked} existing leads to their customers`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customer_keys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "customer_keys" CASCADE;
  ALTER TABLE "desk_leads" DROP CONSTRAINT "desk_leads_customer_id_customers_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customer_keys_fk";
  
  ALTER TABLE "lead_events" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_events_type";
  CREATE TYPE "public"."enum_lead_events_type" AS ENUM('received', 'status', 'owner', 'follow-up', 'value', 'note', 'email', 'call', 'quote', 'payment', 'contact', 'first-contact', 'escalated', 'text', 'visit', 'review');
  ALTER TABLE "lead_events" ALTER COLUMN "type" SET DATA TYPE "public"."enum_lead_events_type" USING "type"::"public"."enum_lead_events_type";
  DROP INDEX "desk_leads_customer_idx";
  DROP INDEX "payload_locked_documents_rels_customers_id_idx";
  DROP INDEX "payload_locked_documents_rels_customer_keys_id_idx";
  ALTER TABLE "desk_leads" DROP COLUMN "customer_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customer_keys_id";`)
}
