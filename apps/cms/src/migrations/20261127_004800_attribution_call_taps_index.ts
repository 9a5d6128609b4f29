import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: the campaign summary counts the phone taps of the range's sessions (`call_taps > 0`),
 * and without an index on it Postgres read every session of the range to find the few that tapped (a
 * parallel sequential scan of the whole table over 90 days, the summary's slowest part: 468 ms of a
 * million sessions). Only tapping sessions are in this partial index, by their time, so that part reads
 * those alone (under 1 ms) and the index stays as small as the taps are few.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "attribution_call_taps_idx" ON "attribution" ("created_at") WHERE "call_taps" > 0;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "attribution_call_taps_idx";
  `)
}
