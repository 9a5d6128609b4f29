import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: the lead desk (next migration) takes over the lead collections' status and notes
 * columns, which that migration drops. Their values are kept here until the one after it
 * (lead_desk_backfill) has moved them onto the desk: nothing the office wrote is lost.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "lead_desk_stash" AS
    SELECT 'estimate'::text AS kind, id AS document_id, status::text AS status, notes, updated_at FROM "estimate_requests"
    UNION ALL SELECT 'plan-signup', id, status::text, notes, updated_at FROM "plan_signups"
    UNION ALL SELECT 'career-application', id, status::text, notes, updated_at FROM "career_applications";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "lead_desk_stash";`)
}
