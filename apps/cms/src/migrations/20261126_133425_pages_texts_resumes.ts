import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "career_applications" ALTER COLUMN "resume_id" DROP NOT NULL;
  ALTER TABLE "locations" ADD COLUMN "texts_welcome" boolean DEFAULT false;
  ALTER TABLE "_locations_v" ADD COLUMN "version_texts_welcome" boolean DEFAULT false;
  ALTER TABLE "jobs" ADD COLUMN "resume_required" boolean DEFAULT true;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_resume_required" boolean DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "career_applications" ALTER COLUMN "resume_id" SET NOT NULL;
  ALTER TABLE "locations" DROP COLUMN "texts_welcome";
  ALTER TABLE "_locations_v" DROP COLUMN "version_texts_welcome";
  ALTER TABLE "jobs" DROP COLUMN "resume_required";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_resume_required";`)
}
