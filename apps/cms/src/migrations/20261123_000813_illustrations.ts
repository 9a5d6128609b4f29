import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations" ADD COLUMN "image_id" integer;
  ALTER TABLE "_locations_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "plans" ADD COLUMN "image_id" integer;
  ALTER TABLE "_plans_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "industries" ADD COLUMN "image_id" integer;
  ALTER TABLE "_industries_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "hero_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hero_image_id" integer;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_small_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_small_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_small_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_small_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_small_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_hero_small_filename" varchar;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "plans" ADD CONSTRAINT "plans_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_plans_v" ADD CONSTRAINT "_plans_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "industries" ADD CONSTRAINT "industries_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_industries_v" ADD CONSTRAINT "_industries_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "locations_image_idx" ON "locations" USING btree ("image_id");
  CREATE INDEX "_locations_v_version_version_image_idx" ON "_locations_v" USING btree ("version_image_id");
  CREATE INDEX "plans_image_idx" ON "plans" USING btree ("image_id");
  CREATE INDEX "_plans_v_version_version_image_idx" ON "_plans_v" USING btree ("version_image_id");
  CREATE INDEX "industries_image_idx" ON "industries" USING btree ("image_id");
  CREATE INDEX "_industries_v_version_version_image_idx" ON "_industries_v" USING btree ("version_image_id");
  CREATE INDEX "pages_hero_image_idx" ON "pages" USING btree ("hero_image_id");
  CREATE INDEX "_pages_v_version_version_hero_image_idx" ON "_pages_v" USING btree ("version_hero_image_id");
  CREATE INDEX "media_sizes_hero_small_sizes_hero_small_filename_idx" ON "media" USING btree ("sizes_hero_small_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations" DROP CONSTRAINT "locations_image_id_media_id_fk";
  
  ALTER TABLE "_locations_v" DROP CONSTRAINT "_locations_v_version_image_id_media_id_fk";
  
  ALTER TABLE "plans" DROP CONSTRAINT "plans_image_id_media_id_fk";
  
  ALTER TABLE "_plans_v" DROP CONSTRAINT "_plans_v_version_image_id_media_id_fk";
  
  ALTER TABLE "industries" DROP CONSTRAINT "industries_image_id_media_id_fk";
  
  ALTER TABLE "_industries_v" DROP CONSTRAINT "_industries_v_version_image_id_media_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_hero_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_hero_image_id_media_id_fk";
  
  DROP INDEX "locations_image_idx";
  DROP INDEX "_locations_v_version_version_image_idx";
  DROP INDEX "plans_image_idx";
  DROP INDEX "_plans_v_version_version_image_idx";
  DROP INDEX "industries_image_idx";
  DROP INDEX "_industries_v_version_version_image_idx";
  DROP INDEX "pages_hero_image_idx";
  DROP INDEX "_pages_v_version_version_hero_image_idx";
  DROP INDEX "media_sizes_hero_small_sizes_hero_small_filename_idx";
  ALTER TABLE "locations" DROP COLUMN "image_id";
  ALTER TABLE "_locations_v" DROP COLUMN "version_image_id";
  ALTER TABLE "plans" DROP COLUMN "image_id";
  ALTER TABLE "_plans_v" DROP COLUMN "version_image_id";
  ALTER TABLE "industries" DROP COLUMN "image_id";
  ALTER TABLE "_industries_v" DROP COLUMN "version_image_id";
  ALTER TABLE "pages" DROP COLUMN "hero_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hero_image_id";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_small_url";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_small_width";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_small_height";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_small_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_small_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_hero_small_filename";`)
}
