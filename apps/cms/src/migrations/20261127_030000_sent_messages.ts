import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: one row per message a job sends (a lead's email, a text), by a key that is the same on
 * every run of that job, so a job run again after its runner died (decision 011) does not send again what
 * the provider already accepted (sendOnce). `attempts` counts the sends begun, so a repeat the receiver
 * may still see (a send in flight when the process died) is visible here too.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "sent_messages" (
    "key" text PRIMARY KEY,
    "attempts" integer NOT NULL DEFAULT 1,
    "sent_at" timestamp(3) with time zone,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "sent_messages";
  `)
}
