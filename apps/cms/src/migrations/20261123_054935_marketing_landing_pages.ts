import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_landing_pages_blocks_service_list_service_type" AS ENUM('all', 'commercial', 'residential');
  CREATE TYPE "public"."enum_landing_pages_blocks_estimate_form_service_type" AS ENUM('any', 'commercial', 'residential');
  CREATE TYPE "public"."enum_landing_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landing_pages_v_blocks_service_list_service_type" AS ENUM('all', 'commercial', 'residential');
  CREATE TYPE "public"."enum__landing_pages_v_blocks_estimate_form_service_type" AS ENUM('any', 'commercial', 'residential');
  CREATE TYPE "public"."enum__landing_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "landing_pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"button_label" varchar DEFAULT 'Get my free estimate',
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_service_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What we clean',
  	"location_id" integer,
  	"service_type" "enum_landing_pages_blocks_service_list_service_type" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What customers say',
  	"location_id" integer,
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_plan_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Seasonal protection plans',
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_estimate_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Get your free estimate',
  	"text" varchar,
  	"service_type" "enum_landing_pages_blocks_estimate_form_service_type" DEFAULT 'any',
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Frequently asked questions',
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_trust_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar DEFAULT 'Get my free estimate',
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"slug" varchar,
  	"location_id" integer,
  	"noindex" boolean DEFAULT true,
  	"distraction_free" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_landing_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_landing_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"button_label" varchar DEFAULT 'Get my free estimate',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_service_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What we clean',
  	"location_id" integer,
  	"service_type" "enum__landing_pages_v_blocks_service_list_service_type" DEFAULT 'all',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What customers say',
  	"location_id" integer,
  	"count" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_plan_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Seasonal protection plans',
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_estimate_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Get your free estimate',
  	"text" varchar,
  	"service_type" "enum__landing_pages_v_blocks_estimate_form_service_type" DEFAULT 'any',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Frequently asked questions',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_trust_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar DEFAULT 'Get my free estimate',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_slug" varchar,
  	"version_location_id" integer,
  	"version_noindex" boolean DEFAULT true,
  	"version_distraction_free" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__landing_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "redirects_rels" ADD COLUMN "landing_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "landing_pages_id" integer;
  ALTER TABLE "landing_pages_blocks_hero" ADD CONSTRAINT "landing_pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_hero" ADD CONSTRAINT "landing_pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_service_list" ADD CONSTRAINT "landing_pages_blocks_service_list_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_service_list" ADD CONSTRAINT "landing_pages_blocks_service_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_reviews" ADD CONSTRAINT "landing_pages_blocks_reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_reviews" ADD CONSTRAINT "landing_pages_blocks_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_plan_table" ADD CONSTRAINT "landing_pages_blocks_plan_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_estimate_form" ADD CONSTRAINT "landing_pages_blocks_estimate_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_faq_items" ADD CONSTRAINT "landing_pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_faq" ADD CONSTRAINT "landing_pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_trust_band" ADD CONSTRAINT "landing_pages_blocks_trust_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_rich_text" ADD CONSTRAINT "landing_pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_call_to_action" ADD CONSTRAINT "landing_pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_hero" ADD CONSTRAINT "_landing_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_hero" ADD CONSTRAINT "_landing_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_service_list" ADD CONSTRAINT "_landing_pages_v_blocks_service_list_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_service_list" ADD CONSTRAINT "_landing_pages_v_blocks_service_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_reviews" ADD CONSTRAINT "_landing_pages_v_blocks_reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_reviews" ADD CONSTRAINT "_landing_pages_v_blocks_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_plan_table" ADD CONSTRAINT "_landing_pages_v_blocks_plan_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_estimate_form" ADD CONSTRAINT "_landing_pages_v_blocks_estimate_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_faq_items" ADD CONSTRAINT "_landing_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_faq" ADD CONSTRAINT "_landing_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_trust_band" ADD CONSTRAINT "_landing_pages_v_blocks_trust_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_rich_text" ADD CONSTRAINT "_landing_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_call_to_action" ADD CONSTRAINT "_landing_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v" ADD CONSTRAINT "_landing_pages_v_parent_id_landing_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_pages_v" ADD CONSTRAINT "_landing_pages_v_version_location_id_locations_id_fk" FOREIGN KEY ("version_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "landing_pages_blocks_hero_order_idx" ON "landing_pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_hero_parent_id_idx" ON "landing_pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_hero_path_idx" ON "landing_pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_hero_image_idx" ON "landing_pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "landing_pages_blocks_service_list_order_idx" ON "landing_pages_blocks_service_list" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_service_list_parent_id_idx" ON "landing_pages_blocks_service_list" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_service_list_path_idx" ON "landing_pages_blocks_service_list" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_service_list_location_idx" ON "landing_pages_blocks_service_list" USING btree ("location_id");
  CREATE INDEX "landing_pages_blocks_reviews_order_idx" ON "landing_pages_blocks_reviews" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_reviews_parent_id_idx" ON "landing_pages_blocks_reviews" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_reviews_path_idx" ON "landing_pages_blocks_reviews" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_reviews_location_idx" ON "landing_pages_blocks_reviews" USING btree ("location_id");
  CREATE INDEX "landing_pages_blocks_plan_table_order_idx" ON "landing_pages_blocks_plan_table" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_plan_table_parent_id_idx" ON "landing_pages_blocks_plan_table" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_plan_table_path_idx" ON "landing_pages_blocks_plan_table" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_estimate_form_order_idx" ON "landing_pages_blocks_estimate_form" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_estimate_form_parent_id_idx" ON "landing_pages_blocks_estimate_form" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_estimate_form_path_idx" ON "landing_pages_blocks_estimate_form" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_faq_items_order_idx" ON "landing_pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_faq_items_parent_id_idx" ON "landing_pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_faq_order_idx" ON "landing_pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_faq_parent_id_idx" ON "landing_pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_faq_path_idx" ON "landing_pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_trust_band_order_idx" ON "landing_pages_blocks_trust_band" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_trust_band_parent_id_idx" ON "landing_pages_blocks_trust_band" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_trust_band_path_idx" ON "landing_pages_blocks_trust_band" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_rich_text_order_idx" ON "landing_pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_rich_text_parent_id_idx" ON "landing_pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_rich_text_path_idx" ON "landing_pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_call_to_action_order_idx" ON "landing_pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_call_to_action_parent_id_idx" ON "landing_pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_call_to_action_path_idx" ON "landing_pages_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "landing_pages_slug_idx" ON "landing_pages" USING btree ("slug");
  CREATE INDEX "landing_pages_location_idx" ON "landing_pages" USING btree ("location_id");
  CREATE INDEX "landing_pages_updated_at_idx" ON "landing_pages" USING btree ("updated_at");
  CREATE INDEX "landing_pages_created_at_idx" ON "landing_pages" USING btree ("created_at");
  CREATE INDEX "landing_pages__status_idx" ON "landing_pages" USING btree ("_status");
  CREATE INDEX "_landing_pages_v_blocks_hero_order_idx" ON "_landing_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_hero_parent_id_idx" ON "_landing_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_hero_path_idx" ON "_landing_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_hero_image_idx" ON "_landing_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_landing_pages_v_blocks_service_list_order_idx" ON "_landing_pages_v_blocks_service_list" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_service_list_parent_id_idx" ON "_landing_pages_v_blocks_service_list" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_service_list_path_idx" ON "_landing_pages_v_blocks_service_list" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_service_list_location_idx" ON "_landing_pages_v_blocks_service_list" USING btree ("location_id");
  CREATE INDEX "_landing_pages_v_blocks_reviews_order_idx" ON "_landing_pages_v_blocks_reviews" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_reviews_parent_id_idx" ON "_landing_pages_v_blocks_reviews" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_reviews_path_idx" ON "_landing_pages_v_blocks_reviews" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_reviews_location_idx" ON "_landing_pages_v_blocks_reviews" USING btree ("location_id");
  CREATE INDEX "_landing_pages_v_blocks_plan_table_order_idx" ON "_landing_pages_v_blocks_plan_table" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_plan_table_parent_id_idx" ON "_landing_pages_v_blocks_plan_table" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_plan_table_path_idx" ON "_landing_pages_v_blocks_plan_table" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_estimate_form_order_idx" ON "_landing_pages_v_blocks_estimate_form" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_estimate_form_parent_id_idx" ON "_landing_pages_v_blocks_estimate_form" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_estimate_form_path_idx" ON "_landing_pages_v_blocks_estimate_form" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_faq_items_order_idx" ON "_landing_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_faq_items_parent_id_idx" ON "_landing_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_faq_order_idx" ON "_landing_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_faq_parent_id_idx" ON "_landing_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_faq_path_idx" ON "_landing_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_trust_band_order_idx" ON "_landing_pages_v_blocks_trust_band" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_trust_band_parent_id_idx" ON "_landing_pages_v_blocks_trust_band" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_trust_band_path_idx" ON "_landing_pages_v_blocks_trust_band" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_rich_text_order_idx" ON "_landing_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_rich_text_parent_id_idx" ON "_landing_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_rich_text_path_idx" ON "_landing_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_call_to_action_order_idx" ON "_landing_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_call_to_action_parent_id_idx" ON "_landing_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_call_to_action_path_idx" ON "_landing_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_parent_idx" ON "_landing_pages_v" USING btree ("parent_id");
  CREATE INDEX "_landing_pages_v_version_version_slug_idx" ON "_landing_pages_v" USING btree ("version_slug");
  CREATE INDEX "_landing_pages_v_version_version_location_idx" ON "_landing_pages_v" USING btree ("version_location_id");
  CREATE INDEX "_landing_pages_v_version_version_updated_at_idx" ON "_landing_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_landing_pages_v_version_version_created_at_idx" ON "_landing_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_landing_pages_v_version_version__status_idx" ON "_landing_pages_v" USING btree ("version__status");
  CREATE INDEX "_landing_pages_v_created_at_idx" ON "_landing_pages_v" USING btree ("created_at");
  CREATE INDEX "_landing_pages_v_updated_at_idx" ON "_landing_pages_v" USING btree ("updated_at");
  CREATE INDEX "_landing_pages_v_latest_idx" ON "_landing_pages_v" USING btree ("latest");
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_landing_pages_fk" FOREIGN KEY ("landing_pages_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_landing_pages_fk" FOREIGN KEY ("landing_pages_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "redirects_rels_landing_pages_id_idx" ON "redirects_rels" USING btree ("landing_pages_id");
  CREATE INDEX "payload_locked_documents_rels_landing_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("landing_pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "landing_pages_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_service_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_plan_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_estimate_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_trust_band" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_service_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_plan_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_estimate_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_trust_band" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "landing_pages_blocks_hero" CASCADE;
  DROP TABLE "landing_pages_blocks_service_list" CASCADE;
  DROP TABLE "landing_pages_blocks_reviews" CASCADE;
  DROP TABLE "landing_pages_blocks_plan_table" CASCADE;
  DROP TABLE "landing_pages_blocks_estimate_form" CASCADE;
  DROP TABLE "landing_pages_blocks_faq_items" CASCADE;
  DROP TABLE "landing_pages_blocks_faq" CASCADE;
  DROP TABLE "landing_pages_blocks_trust_band" CASCADE;
  DROP TABLE "landing_pages_blocks_rich_text" CASCADE;
  DROP TABLE "landing_pages_blocks_call_to_action" CASCADE;
  DROP TABLE "landing_pages" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_service_list" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_reviews" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_plan_table" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_estimate_form" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_trust_band" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_landing_pages_v" CASCADE;
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_landing_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_landing_pages_fk";
  
  DROP INDEX "redirects_rels_landing_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_landing_pages_id_idx";
  ALTER TABLE "redirects_rels" DROP COLUMN "landing_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "landing_pages_id";
  DROP TYPE "public"."enum_landing_pages_blocks_service_list_service_type";
  DROP TYPE "public"."enum_landing_pages_blocks_estimate_form_service_type";
  DROP TYPE "public"."enum_landing_pages_status";
  DROP TYPE "public"."enum__landing_pages_v_blocks_service_list_service_type";
  DROP TYPE "public"."enum__landing_pages_v_blocks_estimate_form_service_type";
  DROP TYPE "public"."enum__landing_pages_v_version_status";`)
}
