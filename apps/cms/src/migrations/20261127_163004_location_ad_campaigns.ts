import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** A location's ad campaigns (a list of names, Payload's hasMany text), in the document and its versions. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "locations_texts" (
      "id" serial PRIMARY KEY NOT NULL,
      "order" integer NOT NULL,
      "parent_id" integer NOT NULL,
      "path" varchar NOT NULL,
      "text" varchar
    );
    CREATE TABLE "_locations_v_texts" (
      "id" serial PRIMARY KEY NOT NULL,
      "order" integer NOT NULL,
      "parent_id" integer NOT NULL,
      "path" varchar NOT NULL,
      "text" varchar
    );
    ALTER TABLE "locations_texts" ADD CONSTRAINT "locations_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_locations_v_texts" ADD CONSTRAINT "_locations_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "locations_texts_order_parent" ON "locations_texts" USING btree ("order","parent_id");
    CREATE INDEX "_locations_v_texts_order_parent" ON "_locations_v_texts" USING btree ("order","parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE "locations_texts" CASCADE;
    DROP TABLE "_locations_v_texts" CASCADE;`)
}
