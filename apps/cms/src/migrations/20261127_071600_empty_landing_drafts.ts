import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: deletes the empty "<No Title>" landing pages that opening "Create New" stored before
 * drafts were validated (each opening autosaved one, two within 150 ms): drafts never published, with
 * no title in any language, no address and no section. A page's sections, words, relations, redirect
 * and lock rows go with it (their keys cascade); its versions are deleted first, as theirs only let go.
 * The section tables are read from the database's own keys, so a section type added since (Proof) is
 * checked too.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const { rows } = (await db.execute(sql`
    SELECT conrelid::regclass::text AS "table" FROM pg_constraint
    WHERE contype = 'f' AND confrelid = 'landing_pages'::regclass
      AND conrelid::regclass::text LIKE 'landing\_pages\_blocks\_%'`)) as unknown as { rows: { table: string }[] }
  const noSection = sql.join(
    rows.map(({ table }) => sql`NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)} b WHERE b."_parent_id" = p."id")`),
    sql` AND `,
  )
  // One statement: the versions and the pages go together.
  await db.execute(sql`
    WITH "empty" AS (
      SELECT p."id" FROM "landing_pages" p
      WHERE p."_status" = 'draft' AND coalesce(p."slug", '') = ''
        AND NOT EXISTS (SELECT 1 FROM "landing_pages_locales" l
          WHERE l."_parent_id" = p."id" AND coalesce(trim(l."title"), '') <> '')
        AND NOT EXISTS (SELECT 1 FROM "_landing_pages_v" v
          WHERE v."parent_id" = p."id" AND v."version__status" = 'published')
        AND ${noSection}
    ), "versions" AS (
      DELETE FROM "_landing_pages_v" WHERE "parent_id" IN (SELECT "id" FROM "empty")
    )
    DELETE FROM "landing_pages" WHERE "id" IN (SELECT "id" FROM "empty")`)
}

/** Deleted drafts had nothing in them to bring back. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
