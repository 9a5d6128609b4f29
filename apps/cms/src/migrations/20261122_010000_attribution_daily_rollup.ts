import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand (not a Payload collection): the daily rollup the attribution reports read for past
 * days, so a summary over a million sessions sums a few thousand rows instead of scanning them all.
 * `attribution_rollup_days` lists the days already rolled up; rows of a day are written once, in the
 * same transaction as its entry, the first time a report needs that day (ensureRollup).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "attribution_daily" (
    "day" date NOT NULL,
    "utm_source" varchar,
    "utm_medium" varchar,
    "utm_campaign" varchar,
    "has_click_id" boolean NOT NULL,
    "sessions" integer NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS "attribution_daily_key_idx" ON "attribution_daily" ("day", "utm_source", "utm_medium", "utm_campaign", "has_click_id") NULLS NOT DISTINCT;
  CREATE TABLE IF NOT EXISTS "attribution_rollup_days" (
    "day" date PRIMARY KEY NOT NULL,
    "rolled_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "attribution_rollup_days";
  DROP TABLE IF EXISTS "attribution_daily";
  `)
}
