import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_users_languages" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_estimate_requests_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_plan_signups_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_community_signups_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_career_applications_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_phone_call_leads_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_desk_leads_language" AS ENUM('en', 'es');
  CREATE TABLE "users_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "reviews" ADD COLUMN "language" "enum_reviews_language" DEFAULT 'en';
  ALTER TABLE "estimate_requests" ADD COLUMN "language" "enum_estimate_requests_language" DEFAULT 'en';
  ALTER TABLE "plan_signups" ADD COLUMN "language" "enum_plan_signups_language" DEFAULT 'en';
  ALTER TABLE "community_signups" ADD COLUMN "language" "enum_community_signups_language" DEFAULT 'en';
  ALTER TABLE "career_applications" ADD COLUMN "language" "enum_career_applications_language" DEFAULT 'en';
  ALTER TABLE "phone_call_leads" ADD COLUMN "language" "enum_phone_call_leads_language" DEFAULT 'en';
  ALTER TABLE "desk_leads" ADD COLUMN "language" "enum_desk_leads_language" DEFAULT 'en';
  ALTER TABLE "users_languages" ADD CONSTRAINT "users_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_languages_order_idx" ON "users_languages" USING btree ("order");
  CREATE INDEX "users_languages_parent_idx" ON "users_languages" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_languages" CASCADE;
  ALTER TABLE "reviews" DROP COLUMN "language";
  ALTER TABLE "estimate_requests" DROP COLUMN "language";
  ALTER TABLE "plan_signups" DROP COLUMN "language";
  ALTER TABLE "community_signups" DROP COLUMN "language";
  ALTER TABLE "career_applications" DROP COLUMN "language";
  ALTER TABLE "phone_call_leads" DROP COLUMN "language";
  ALTER TABLE "desk_leads" DROP COLUMN "language";
  DROP TYPE "public"."enum_reviews_language";
  DROP TYPE "public"."enum_users_languages";
  DROP TYPE "public"."enum_estimate_requests_language";
  DROP TYPE "public"."enum_plan_signups_language";
  DROP TYPE "public"."enum_community_signups_language";
  DROP TYPE "public"."enum_career_applications_language";
  DROP TYPE "public"."enum_phone_call_leads_language";
  DROP TYPE "public"."enum_desk_leads_language";`)
}
