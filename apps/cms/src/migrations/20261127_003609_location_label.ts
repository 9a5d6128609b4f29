import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The label is kept per language from here on: each location's (and each version's) is copied as its
// English before its own column goes, so nothing is lost on a database that has locations.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations_locales" ADD COLUMN "label" varchar;
  ALTER TABLE "_locations_v_locales" ADD COLUMN "version_label" varchar;
  INSERT INTO "locations_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "locations"
    ON CONFLICT ("_locale", "_parent_id") DO UPDATE SET "label" = EXCLUDED."label";
  INSERT INTO "_locations_v_locales" ("version_label", "_locale", "_parent_id") SELECT "version_label", 'en', "id" FROM "_locations_v"
    ON CONFLICT ("_locale", "_parent_id") DO UPDATE SET "version_label" = EXCLUDED."version_label";
  ALTER TABLE "locations" DROP COLUMN "label";
  ALTER TABLE "_locations_v" DROP COLUMN "version_label";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations" ADD COLUMN "label" varchar;
  ALTER TABLE "_locations_v" ADD COLUMN "version_label" varchar;
  UPDATE "locations" SET "label" = l."label" FROM "locations_locales" l WHERE l."_parent_id" = "locations"."id" AND l."_locale" = 'en';
  UPDATE "_locations_v" SET "version_label" = l."version_label" FROM "_locations_v_locales" l WHERE l."_parent_id" = "_locations_v"."id" AND l."_locale" = 'en';
  ALTER TABLE "locations_locales" DROP COLUMN "label";
  ALTER TABLE "_locations_v_locales" DROP COLUMN "version_label";`)
}
