import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_locations_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "services" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_services_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "plans" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_plans_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "community_programs" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_community_programs_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "industries" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_industries_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "articles" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_articles_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "landing_pages" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_landing_pages_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "jobs" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v" ADD CONSTRAINT "_services_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "plans" ADD CONSTRAINT "plans_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_plans_v" ADD CONSTRAINT "_plans_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_programs" ADD CONSTRAINT "community_programs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_community_programs_v" ADD CONSTRAINT "_community_programs_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "industries" ADD CONSTRAINT "industries_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_industries_v" ADD CONSTRAINT "_industries_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_pages_v" ADD CONSTRAINT "_landing_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "locations_updated_by_idx" ON "locations" USING btree ("updated_by_id");
  CREATE INDEX "_locations_v_version_version_updated_by_idx" ON "_locations_v" USING btree ("version_updated_by_id");
  CREATE INDEX "services_updated_by_idx" ON "services" USING btree ("updated_by_id");
  CREATE INDEX "_services_v_version_version_updated_by_idx" ON "_services_v" USING btree ("version_updated_by_id");
  CREATE INDEX "plans_updated_by_idx" ON "plans" USING btree ("updated_by_id");
  CREATE INDEX "_plans_v_version_version_updated_by_idx" ON "_plans_v" USING btree ("version_updated_by_id");
  CREATE INDEX "community_programs_updated_by_idx" ON "community_programs" USING btree ("updated_by_id");
  CREATE INDEX "_community_programs_v_version_version_updated_by_idx" ON "_community_programs_v" USING btree ("version_updated_by_id");
  CREATE INDEX "industries_updated_by_idx" ON "industries" USING btree ("updated_by_id");
  CREATE INDEX "_industries_v_version_version_updated_by_idx" ON "_industries_v" USING btree ("version_updated_by_id");
  CREATE INDEX "articles_updated_by_idx" ON "articles" USING btree ("updated_by_id");
  CREATE INDEX "_articles_v_version_version_updated_by_idx" ON "_articles_v" USING btree ("version_updated_by_id");
  CREATE INDEX "pages_updated_by_idx" ON "pages" USING btree ("updated_by_id");
  CREATE INDEX "_pages_v_version_version_updated_by_idx" ON "_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "landing_pages_updated_by_idx" ON "landing_pages" USING btree ("updated_by_id");
  CREATE INDEX "_landing_pages_v_version_version_updated_by_idx" ON "_landing_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "jobs_updated_by_idx" ON "jobs" USING btree ("updated_by_id");
  CREATE INDEX "_jobs_v_version_version_updated_by_idx" ON "_jobs_v" USING btree ("version_updated_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations" DROP CONSTRAINT "locations_updated_by_id_users_id_fk";
  
  ALTER TABLE "_locations_v" DROP CONSTRAINT "_locations_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "services" DROP CONSTRAINT "services_updated_by_id_users_id_fk";
  
  ALTER TABLE "_services_v" DROP CONSTRAINT "_services_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "plans" DROP CONSTRAINT "plans_updated_by_id_users_id_fk";
  
  ALTER TABLE "_plans_v" DROP CONSTRAINT "_plans_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "community_programs" DROP CONSTRAINT "community_programs_updated_by_id_users_id_fk";
  
  ALTER TABLE "_community_programs_v" DROP CONSTRAINT "_community_programs_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "industries" DROP CONSTRAINT "industries_updated_by_id_users_id_fk";
  
  ALTER TABLE "_industries_v" DROP CONSTRAINT "_industries_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "articles" DROP CONSTRAINT "articles_updated_by_id_users_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_updated_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "landing_pages" DROP CONSTRAINT "landing_pages_updated_by_id_users_id_fk";
  
  ALTER TABLE "_landing_pages_v" DROP CONSTRAINT "_landing_pages_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "jobs" DROP CONSTRAINT "jobs_updated_by_id_users_id_fk";
  
  ALTER TABLE "_jobs_v" DROP CONSTRAINT "_jobs_v_version_updated_by_id_users_id_fk";
  
  DROP INDEX "locations_updated_by_idx";
  DROP INDEX "_locations_v_version_version_updated_by_idx";
  DROP INDEX "services_updated_by_idx";
  DROP INDEX "_services_v_version_version_updated_by_idx";
  DROP INDEX "plans_updated_by_idx";
  DROP INDEX "_plans_v_version_version_updated_by_idx";
  DROP INDEX "community_programs_updated_by_idx";
  DROP INDEX "_community_programs_v_version_version_updated_by_idx";
  DROP INDEX "industries_updated_by_idx";
  DROP INDEX "_industries_v_version_version_updated_by_idx";
  DROP INDEX "articles_updated_by_idx";
  DROP INDEX "_articles_v_version_version_updated_by_idx";
  DROP INDEX "pages_updated_by_idx";
  DROP INDEX "_pages_v_version_version_updated_by_idx";
  DROP INDEX "landing_pages_updated_by_idx";
  DROP INDEX "_landing_pages_v_version_version_updated_by_idx";
  DROP INDEX "jobs_updated_by_idx";
  DROP INDEX "_jobs_v_version_version_updated_by_idx";
  ALTER TABLE "locations" DROP COLUMN "updated_by_id";
  ALTER TABLE "_locations_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "services" DROP COLUMN "updated_by_id";
  ALTER TABLE "_services_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "plans" DROP COLUMN "updated_by_id";
  ALTER TABLE "_plans_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "community_programs" DROP COLUMN "updated_by_id";
  ALTER TABLE "_community_programs_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "industries" DROP COLUMN "updated_by_id";
  ALTER TABLE "_industries_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "articles" DROP COLUMN "updated_by_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "pages" DROP COLUMN "updated_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "landing_pages" DROP COLUMN "updated_by_id";
  ALTER TABLE "_landing_pages_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "jobs" DROP COLUMN "updated_by_id";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_updated_by_id";`)
}
