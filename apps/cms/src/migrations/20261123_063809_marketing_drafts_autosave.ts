import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_locations_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_services_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_plans_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_industries_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_articles_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_landing_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_jobs_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "_locations_v_autosave_idx" ON "_locations_v" USING btree ("autosave");
  CREATE INDEX "_services_v_autosave_idx" ON "_services_v" USING btree ("autosave");
  CREATE INDEX "_plans_v_autosave_idx" ON "_plans_v" USING btree ("autosave");
  CREATE INDEX "_industries_v_autosave_idx" ON "_industries_v" USING btree ("autosave");
  CREATE INDEX "_articles_v_autosave_idx" ON "_articles_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_landing_pages_v_autosave_idx" ON "_landing_pages_v" USING btree ("autosave");
  CREATE INDEX "_jobs_v_autosave_idx" ON "_jobs_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_locations_v_autosave_idx";
  DROP INDEX "_services_v_autosave_idx";
  DROP INDEX "_plans_v_autosave_idx";
  DROP INDEX "_industries_v_autosave_idx";
  DROP INDEX "_articles_v_autosave_idx";
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "_landing_pages_v_autosave_idx";
  DROP INDEX "_jobs_v_autosave_idx";
  ALTER TABLE "_locations_v" DROP COLUMN "autosave";
  ALTER TABLE "_services_v" DROP COLUMN "autosave";
  ALTER TABLE "_plans_v" DROP COLUMN "autosave";
  ALTER TABLE "_industries_v" DROP COLUMN "autosave";
  ALTER TABLE "_articles_v" DROP COLUMN "autosave";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_landing_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_jobs_v" DROP COLUMN "autosave";`)
}
