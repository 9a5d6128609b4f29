import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "google_ads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"won_conversion_name" varchar DEFAULT 'Won job' NOT NULL,
  	"qualified_conversion_name" varchar DEFAULT 'Qualified lead' NOT NULL,
  	"time_zone" varchar DEFAULT 'America/New_York' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "google_ads" CASCADE;`)
}
