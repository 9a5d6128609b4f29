import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_kind" AS ENUM('payment', 'refund');
  CREATE TYPE "public"."enum_payments_method" AS ENUM('card', 'check', 'cash', 'bank');
  CREATE TYPE "public"."enum_payments_account" AS ENUM('plan-signup', 'community-signup', 'invoice');
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_payments_kind" NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"method" "enum_payments_method" NOT NULL,
  	"received_on" varchar NOT NULL,
  	"account" "enum_payments_account" NOT NULL,
  	"account_id" numeric,
  	"invoice_number" varchar,
  	"note" varchar,
  	"recorded_by_id" integer,
  	"idempotency_key" varchar,
  	"stripe_event_id" varchar,
  	"stripe_checkout_session_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payments_received_on_idx" ON "payments" USING btree ("received_on");
  CREATE INDEX "payments_invoice_number_idx" ON "payments" USING btree ("invoice_number");
  CREATE INDEX "payments_recorded_by_idx" ON "payments" USING btree ("recorded_by_id");
  CREATE UNIQUE INDEX "payments_idempotency_key_idx" ON "payments" USING btree ("idempotency_key");
  CREATE UNIQUE INDEX "payments_stripe_event_id_idx" ON "payments" USING btree ("stripe_event_id");
  CREATE UNIQUE INDEX "payments_stripe_checkout_session_id_idx" ON "payments" USING btree ("stripe_checkout_session_id");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE INDEX "account_accountId_idx" ON "payments" USING btree ("account","account_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  DROP TYPE "public"."enum_payments_kind";
  DROP TYPE "public"."enum_payments_method";
  DROP TYPE "public"."enum_payments_account";`)
}
