import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: the inbox's order (newest first, then the newest id) as one index, so any page of it is
 * read from the index alone, however deep. The created_at index alone left the last of 4,000 pages to a
 * sort of every lead (bench/dashboard.mjs at 100,000 leads).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "desk_leads_inbox_order_idx" ON "desk_leads" USING btree ("created_at", "id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "desk_leads_inbox_order_idx";
  `)
}
