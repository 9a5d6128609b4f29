import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "lead_emails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"estimate_staff_subject" varchar DEFAULT 'New estimate request: {name}, {location}' NOT NULL,
  	"estimate_customer_subject" varchar DEFAULT 'Your estimate request {reference}' NOT NULL,
  	"estimate_customer_greeting" varchar DEFAULT 'Hi {firstName},' NOT NULL,
  	"estimate_customer_closing" varchar DEFAULT 'Thank you for thinking of us.' NOT NULL,
  	"plan_signup_staff_subject" varchar DEFAULT 'New protection-plan signup: {name}, {location}' NOT NULL,
  	"plan_signup_customer_subject" varchar DEFAULT 'Welcome to your protection plan {reference}' NOT NULL,
  	"plan_signup_customer_greeting" varchar DEFAULT 'Hi {firstName},' NOT NULL,
  	"plan_signup_customer_closing" varchar DEFAULT 'Thank you for trusting us with your home.' NOT NULL,
  	"career_application_staff_subject" varchar DEFAULT 'New job application: {name} {reference}' NOT NULL,
  	"career_application_customer_subject" varchar DEFAULT 'Your application {reference}' NOT NULL,
  	"career_application_customer_greeting" varchar DEFAULT 'Hi {firstName},' NOT NULL,
  	"career_application_customer_closing" varchar DEFAULT 'Thank you for your interest in joining our crews.' NOT NULL,
  	"review_staff_subject" varchar DEFAULT 'New review waiting for approval: {name}, {location}' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "lead_emails" CASCADE;`)
}
