import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "estimate_requests" ALTER COLUMN "contact_last_name" DROP NOT NULL;
  ALTER TABLE "estimate_requests" ALTER COLUMN "contact_email" DROP NOT NULL;
  ALTER TABLE "estimate_requests" ALTER COLUMN "contact_phone" DROP NOT NULL;
  ALTER TABLE "plan_signups" ALTER COLUMN "contact_last_name" DROP NOT NULL;
  ALTER TABLE "community_signups" ALTER COLUMN "contact_last_name" DROP NOT NULL;
  ALTER TABLE "career_applications" ALTER COLUMN "contact_last_name" DROP NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "estimate_requests" ALTER COLUMN "contact_last_name" SET NOT NULL;
  ALTER TABLE "estimate_requests" ALTER COLUMN "contact_email" SET NOT NULL;
  ALTER TABLE "estimate_requests" ALTER COLUMN "contact_phone" SET NOT NULL;
  ALTER TABLE "plan_signups" ALTER COLUMN "contact_last_name" SET NOT NULL;
  ALTER TABLE "community_signups" ALTER COLUMN "contact_last_name" SET NOT NULL;
  ALTER TABLE "career_applications" ALTER COLUMN "contact_last_name" SET NOT NULL;`)
}
