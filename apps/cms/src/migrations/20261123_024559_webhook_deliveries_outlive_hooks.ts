import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "webhook_deliveries" ALTER COLUMN "webhook_id" DROP NOT NULL;
  ALTER TABLE "webhook_deliveries" ADD COLUMN "hook_name" varchar;
  ALTER TABLE "webhook_deliveries" ADD COLUMN "hook_url" varchar;
  UPDATE "webhook_deliveries" SET "hook_name" = "webhooks"."name", "hook_url" = "webhooks"."url"
    FROM "webhooks" WHERE "webhooks"."id" = "webhook_deliveries"."webhook_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "webhook_deliveries" WHERE "webhook_id" IS NULL;
  ALTER TABLE "webhook_deliveries" ALTER COLUMN "webhook_id" SET NOT NULL;
  ALTER TABLE "webhook_deliveries" DROP COLUMN "hook_name";
  ALTER TABLE "webhook_deliveries" DROP COLUMN "hook_url";`)
}
