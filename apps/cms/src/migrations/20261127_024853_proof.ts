import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_landing_pages_blocks_proof_choose" AS ENUM('byTags', 'byHand');
  CREATE TYPE "public"."enum__landing_pages_v_blocks_proof_choose" AS ENUM('byTags', 'byHand');
  CREATE TYPE "public"."enum_before_after_pairs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__before_after_pairs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__before_after_pairs_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_job_photos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__job_photos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__job_photos_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_case_studies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_studies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_studies_v_published_locale" AS ENUM('en', 'es');
  CREATE TABLE "landing_pages_blocks_proof" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"choose" "enum_landing_pages_blocks_proof_choose" DEFAULT 'byTags',
  	"service_id" integer,
  	"location_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_pages_blocks_proof_locales" (
  	"heading" varchar DEFAULT 'Our work',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landing_pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"before_after_pairs_id" integer,
  	"job_photos_id" integer,
  	"case_studies_id" integer
  );
  
  CREATE TABLE "_landing_pages_v_blocks_proof" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"choose" "enum__landing_pages_v_blocks_proof_choose" DEFAULT 'byTags',
  	"service_id" integer,
  	"location_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_pages_v_blocks_proof_locales" (
  	"heading" varchar DEFAULT 'Our work',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"before_after_pairs_id" integer,
  	"job_photos_id" integer,
  	"case_studies_id" integer
  );
  
  CREATE TABLE "before_after_pairs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"before_id" integer,
  	"after_id" integer,
  	"illustration" boolean DEFAULT false,
  	"sort_order" numeric DEFAULT 0,
  	"spanish_missing" numeric,
  	"spanish_missing_fields" varchar,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_before_after_pairs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "before_after_pairs_locales" (
  	"caption" varchar,
  	"before_alt" varchar,
  	"after_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "before_after_pairs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer,
  	"locations_id" integer
  );
  
  CREATE TABLE "_before_after_pairs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_before_id" integer,
  	"version_after_id" integer,
  	"version_illustration" boolean DEFAULT false,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_spanish_missing" numeric,
  	"version_spanish_missing_fields" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__before_after_pairs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__before_after_pairs_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_before_after_pairs_v_locales" (
  	"version_caption" varchar,
  	"version_before_alt" varchar,
  	"version_after_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_before_after_pairs_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer,
  	"locations_id" integer
  );
  
  CREATE TABLE "job_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"photo_id" integer,
  	"taken_on" timestamp(3) with time zone,
  	"illustration" boolean DEFAULT false,
  	"spanish_missing" numeric,
  	"spanish_missing_fields" varchar,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_job_photos_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "job_photos_locales" (
  	"alt" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "job_photos_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer,
  	"locations_id" integer
  );
  
  CREATE TABLE "_job_photos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_photo_id" integer,
  	"version_taken_on" timestamp(3) with time zone,
  	"version_illustration" boolean DEFAULT false,
  	"version_spanish_missing" numeric,
  	"version_spanish_missing_fields" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__job_photos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__job_photos_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_job_photos_v_locales" (
  	"version_alt" varchar,
  	"version_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_job_photos_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer,
  	"locations_id" integer
  );
  
  CREATE TABLE "case_studies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"industry_id" integer,
  	"logo_id" integer,
  	"quote_name" varchar,
  	"illustration" boolean DEFAULT false,
  	"sort_order" numeric DEFAULT 0,
  	"spanish_missing" numeric,
  	"spanish_missing_fields" varchar,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_case_studies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "case_studies_locales" (
  	"title" varchar,
  	"client_type" varchar,
  	"problem" varchar,
  	"work" varchar,
  	"result" varchar,
  	"logo_alt" varchar,
  	"quote_text" varchar,
  	"quote_role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "case_studies_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer,
  	"locations_id" integer
  );
  
  CREATE TABLE "_case_studies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_industry_id" integer,
  	"version_logo_id" integer,
  	"version_quote_name" varchar,
  	"version_illustration" boolean DEFAULT false,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_spanish_missing" numeric,
  	"version_spanish_missing_fields" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__case_studies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__case_studies_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_case_studies_v_locales" (
  	"version_title" varchar,
  	"version_client_type" varchar,
  	"version_problem" varchar,
  	"version_work" varchar,
  	"version_result" varchar,
  	"version_logo_alt" varchar,
  	"version_quote_text" varchar,
  	"version_quote_role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer,
  	"locations_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "before_after_pairs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_photos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "case_studies_id" integer;
  ALTER TABLE "landing_pages_blocks_proof" ADD CONSTRAINT "landing_pages_blocks_proof_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_proof" ADD CONSTRAINT "landing_pages_blocks_proof_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_proof" ADD CONSTRAINT "landing_pages_blocks_proof_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_proof_locales" ADD CONSTRAINT "landing_pages_blocks_proof_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages_blocks_proof"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_rels" ADD CONSTRAINT "landing_pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_rels" ADD CONSTRAINT "landing_pages_rels_before_after_pairs_fk" FOREIGN KEY ("before_after_pairs_id") REFERENCES "public"."before_after_pairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_rels" ADD CONSTRAINT "landing_pages_rels_job_photos_fk" FOREIGN KEY ("job_photos_id") REFERENCES "public"."job_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_rels" ADD CONSTRAINT "landing_pages_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_proof" ADD CONSTRAINT "_landing_pages_v_blocks_proof_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_proof" ADD CONSTRAINT "_landing_pages_v_blocks_proof_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_proof" ADD CONSTRAINT "_landing_pages_v_blocks_proof_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_proof_locales" ADD CONSTRAINT "_landing_pages_v_blocks_proof_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v_blocks_proof"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_rels" ADD CONSTRAINT "_landing_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_rels" ADD CONSTRAINT "_landing_pages_v_rels_before_after_pairs_fk" FOREIGN KEY ("before_after_pairs_id") REFERENCES "public"."before_after_pairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_rels" ADD CONSTRAINT "_landing_pages_v_rels_job_photos_fk" FOREIGN KEY ("job_photos_id") REFERENCES "public"."job_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_rels" ADD CONSTRAINT "_landing_pages_v_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "before_after_pairs" ADD CONSTRAINT "before_after_pairs_before_id_media_id_fk" FOREIGN KEY ("before_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "before_after_pairs" ADD CONSTRAINT "before_after_pairs_after_id_media_id_fk" FOREIGN KEY ("after_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "before_after_pairs" ADD CONSTRAINT "before_after_pairs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "before_after_pairs_locales" ADD CONSTRAINT "before_after_pairs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."before_after_pairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "before_after_pairs_rels" ADD CONSTRAINT "before_after_pairs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."before_after_pairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "before_after_pairs_rels" ADD CONSTRAINT "before_after_pairs_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "before_after_pairs_rels" ADD CONSTRAINT "before_after_pairs_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_before_after_pairs_v" ADD CONSTRAINT "_before_after_pairs_v_parent_id_before_after_pairs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."before_after_pairs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_before_after_pairs_v" ADD CONSTRAINT "_before_after_pairs_v_version_before_id_media_id_fk" FOREIGN KEY ("version_before_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_before_after_pairs_v" ADD CONSTRAINT "_before_after_pairs_v_version_after_id_media_id_fk" FOREIGN KEY ("version_after_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_before_after_pairs_v" ADD CONSTRAINT "_before_after_pairs_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_before_after_pairs_v_locales" ADD CONSTRAINT "_before_after_pairs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_before_after_pairs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_before_after_pairs_v_rels" ADD CONSTRAINT "_before_after_pairs_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_before_after_pairs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_before_after_pairs_v_rels" ADD CONSTRAINT "_before_after_pairs_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_before_after_pairs_v_rels" ADD CONSTRAINT "_before_after_pairs_v_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_photos_locales" ADD CONSTRAINT "job_photos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_photos_rels" ADD CONSTRAINT "job_photos_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_photos_rels" ADD CONSTRAINT "job_photos_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_photos_rels" ADD CONSTRAINT "job_photos_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_photos_v" ADD CONSTRAINT "_job_photos_v_parent_id_job_photos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_job_photos_v" ADD CONSTRAINT "_job_photos_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_job_photos_v" ADD CONSTRAINT "_job_photos_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_job_photos_v_locales" ADD CONSTRAINT "_job_photos_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_photos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_photos_v_rels" ADD CONSTRAINT "_job_photos_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_job_photos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_photos_v_rels" ADD CONSTRAINT "_job_photos_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_photos_v_rels" ADD CONSTRAINT "_job_photos_v_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies_locales" ADD CONSTRAINT "case_studies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_rels" ADD CONSTRAINT "case_studies_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_rels" ADD CONSTRAINT "case_studies_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_rels" ADD CONSTRAINT "case_studies_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_parent_id_case_studies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_industry_id_industries_id_fk" FOREIGN KEY ("version_industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v_locales" ADD CONSTRAINT "_case_studies_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_rels" ADD CONSTRAINT "_case_studies_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_rels" ADD CONSTRAINT "_case_studies_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_rels" ADD CONSTRAINT "_case_studies_v_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "landing_pages_blocks_proof_order_idx" ON "landing_pages_blocks_proof" USING btree ("_order");
  CREATE INDEX "landing_pages_blocks_proof_parent_id_idx" ON "landing_pages_blocks_proof" USING btree ("_parent_id");
  CREATE INDEX "landing_pages_blocks_proof_path_idx" ON "landing_pages_blocks_proof" USING btree ("_path");
  CREATE INDEX "landing_pages_blocks_proof_service_idx" ON "landing_pages_blocks_proof" USING btree ("service_id");
  CREATE INDEX "landing_pages_blocks_proof_location_idx" ON "landing_pages_blocks_proof" USING btree ("location_id");
  CREATE UNIQUE INDEX "landing_pages_blocks_proof_locales_locale_parent_id_unique" ON "landing_pages_blocks_proof_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landing_pages_rels_order_idx" ON "landing_pages_rels" USING btree ("order");
  CREATE INDEX "landing_pages_rels_parent_idx" ON "landing_pages_rels" USING btree ("parent_id");
  CREATE INDEX "landing_pages_rels_path_idx" ON "landing_pages_rels" USING btree ("path");
  CREATE INDEX "landing_pages_rels_before_after_pairs_id_idx" ON "landing_pages_rels" USING btree ("before_after_pairs_id");
  CREATE INDEX "landing_pages_rels_job_photos_id_idx" ON "landing_pages_rels" USING btree ("job_photos_id");
  CREATE INDEX "landing_pages_rels_case_studies_id_idx" ON "landing_pages_rels" USING btree ("case_studies_id");
  CREATE INDEX "_landing_pages_v_blocks_proof_order_idx" ON "_landing_pages_v_blocks_proof" USING btree ("_order");
  CREATE INDEX "_landing_pages_v_blocks_proof_parent_id_idx" ON "_landing_pages_v_blocks_proof" USING btree ("_parent_id");
  CREATE INDEX "_landing_pages_v_blocks_proof_path_idx" ON "_landing_pages_v_blocks_proof" USING btree ("_path");
  CREATE INDEX "_landing_pages_v_blocks_proof_service_idx" ON "_landing_pages_v_blocks_proof" USING btree ("service_id");
  CREATE INDEX "_landing_pages_v_blocks_proof_location_idx" ON "_landing_pages_v_blocks_proof" USING btree ("location_id");
  CREATE UNIQUE INDEX "_landing_pages_v_blocks_proof_locales_locale_parent_id_uniqu" ON "_landing_pages_v_blocks_proof_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landing_pages_v_rels_order_idx" ON "_landing_pages_v_rels" USING btree ("order");
  CREATE INDEX "_landing_pages_v_rels_parent_idx" ON "_landing_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_landing_pages_v_rels_path_idx" ON "_landing_pages_v_rels" USING btree ("path");
  CREATE INDEX "_landing_pages_v_rels_before_after_pairs_id_idx" ON "_landing_pages_v_rels" USING btree ("before_after_pairs_id");
  CREATE INDEX "_landing_pages_v_rels_job_photos_id_idx" ON "_landing_pages_v_rels" USING btree ("job_photos_id");
  CREATE INDEX "_landing_pages_v_rels_case_studies_id_idx" ON "_landing_pages_v_rels" USING btree ("case_studies_id");
  CREATE INDEX "before_after_pairs_before_idx" ON "before_after_pairs" USING btree ("before_id");
  CREATE INDEX "before_after_pairs_after_idx" ON "before_after_pairs" USING btree ("after_id");
  CREATE INDEX "before_after_pairs_illustration_idx" ON "before_after_pairs" USING btree ("illustration");
  CREATE INDEX "before_after_pairs_spanish_missing_idx" ON "before_after_pairs" USING btree ("spanish_missing");
  CREATE INDEX "before_after_pairs_updated_by_idx" ON "before_after_pairs" USING btree ("updated_by_id");
  CREATE INDEX "before_after_pairs_updated_at_idx" ON "before_after_pairs" USING btree ("updated_at");
  CREATE INDEX "before_after_pairs_created_at_idx" ON "before_after_pairs" USING btree ("created_at");
  CREATE INDEX "before_after_pairs__status_idx" ON "before_after_pairs" USING btree ("_status");
  CREATE UNIQUE INDEX "before_after_pairs_locales_locale_parent_id_unique" ON "before_after_pairs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "before_after_pairs_rels_order_idx" ON "before_after_pairs_rels" USING btree ("order");
  CREATE INDEX "before_after_pairs_rels_parent_idx" ON "before_after_pairs_rels" USING btree ("parent_id");
  CREATE INDEX "before_after_pairs_rels_path_idx" ON "before_after_pairs_rels" USING btree ("path");
  CREATE INDEX "before_after_pairs_rels_services_id_idx" ON "before_after_pairs_rels" USING btree ("services_id");
  CREATE INDEX "before_after_pairs_rels_locations_id_idx" ON "before_after_pairs_rels" USING btree ("locations_id");
  CREATE INDEX "_before_after_pairs_v_parent_idx" ON "_before_after_pairs_v" USING btree ("parent_id");
  CREATE INDEX "_before_after_pairs_v_version_version_before_idx" ON "_before_after_pairs_v" USING btree ("version_before_id");
  CREATE INDEX "_before_after_pairs_v_version_version_after_idx" ON "_before_after_pairs_v" USING btree ("version_after_id");
  CREATE INDEX "_before_after_pairs_v_version_version_illustration_idx" ON "_before_after_pairs_v" USING btree ("version_illustration");
  CREATE INDEX "_before_after_pairs_v_version_version_spanish_missing_idx" ON "_before_after_pairs_v" USING btree ("version_spanish_missing");
  CREATE INDEX "_before_after_pairs_v_version_version_updated_by_idx" ON "_before_after_pairs_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_before_after_pairs_v_version_version_updated_at_idx" ON "_before_after_pairs_v" USING btree ("version_updated_at");
  CREATE INDEX "_before_after_pairs_v_version_version_created_at_idx" ON "_before_after_pairs_v" USING btree ("version_created_at");
  CREATE INDEX "_before_after_pairs_v_version_version__status_idx" ON "_before_after_pairs_v" USING btree ("version__status");
  CREATE INDEX "_before_after_pairs_v_created_at_idx" ON "_before_after_pairs_v" USING btree ("created_at");
  CREATE INDEX "_before_after_pairs_v_updated_at_idx" ON "_before_after_pairs_v" USING btree ("updated_at");
  CREATE INDEX "_before_after_pairs_v_snapshot_idx" ON "_before_after_pairs_v" USING btree ("snapshot");
  CREATE INDEX "_before_after_pairs_v_published_locale_idx" ON "_before_after_pairs_v" USING btree ("published_locale");
  CREATE INDEX "_before_after_pairs_v_latest_idx" ON "_before_after_pairs_v" USING btree ("latest");
  CREATE INDEX "_before_after_pairs_v_autosave_idx" ON "_before_after_pairs_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_before_after_pairs_v_locales_locale_parent_id_unique" ON "_before_after_pairs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_before_after_pairs_v_rels_order_idx" ON "_before_after_pairs_v_rels" USING btree ("order");
  CREATE INDEX "_before_after_pairs_v_rels_parent_idx" ON "_before_after_pairs_v_rels" USING btree ("parent_id");
  CREATE INDEX "_before_after_pairs_v_rels_path_idx" ON "_before_after_pairs_v_rels" USING btree ("path");
  CREATE INDEX "_before_after_pairs_v_rels_services_id_idx" ON "_before_after_pairs_v_rels" USING btree ("services_id");
  CREATE INDEX "_before_after_pairs_v_rels_locations_id_idx" ON "_before_after_pairs_v_rels" USING btree ("locations_id");
  CREATE INDEX "job_photos_photo_idx" ON "job_photos" USING btree ("photo_id");
  CREATE INDEX "job_photos_illustration_idx" ON "job_photos" USING btree ("illustration");
  CREATE INDEX "job_photos_spanish_missing_idx" ON "job_photos" USING btree ("spanish_missing");
  CREATE INDEX "job_photos_updated_by_idx" ON "job_photos" USING btree ("updated_by_id");
  CREATE INDEX "job_photos_updated_at_idx" ON "job_photos" USING btree ("updated_at");
  CREATE INDEX "job_photos_created_at_idx" ON "job_photos" USING btree ("created_at");
  CREATE INDEX "job_photos__status_idx" ON "job_photos" USING btree ("_status");
  CREATE UNIQUE INDEX "job_photos_locales_locale_parent_id_unique" ON "job_photos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "job_photos_rels_order_idx" ON "job_photos_rels" USING btree ("order");
  CREATE INDEX "job_photos_rels_parent_idx" ON "job_photos_rels" USING btree ("parent_id");
  CREATE INDEX "job_photos_rels_path_idx" ON "job_photos_rels" USING btree ("path");
  CREATE INDEX "job_photos_rels_services_id_idx" ON "job_photos_rels" USING btree ("services_id");
  CREATE INDEX "job_photos_rels_locations_id_idx" ON "job_photos_rels" USING btree ("locations_id");
  CREATE INDEX "_job_photos_v_parent_idx" ON "_job_photos_v" USING btree ("parent_id");
  CREATE INDEX "_job_photos_v_version_version_photo_idx" ON "_job_photos_v" USING btree ("version_photo_id");
  CREATE INDEX "_job_photos_v_version_version_illustration_idx" ON "_job_photos_v" USING btree ("version_illustration");
  CREATE INDEX "_job_photos_v_version_version_spanish_missing_idx" ON "_job_photos_v" USING btree ("version_spanish_missing");
  CREATE INDEX "_job_photos_v_version_version_updated_by_idx" ON "_job_photos_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_job_photos_v_version_version_updated_at_idx" ON "_job_photos_v" USING btree ("version_updated_at");
  CREATE INDEX "_job_photos_v_version_version_created_at_idx" ON "_job_photos_v" USING btree ("version_created_at");
  CREATE INDEX "_job_photos_v_version_version__status_idx" ON "_job_photos_v" USING btree ("version__status");
  CREATE INDEX "_job_photos_v_created_at_idx" ON "_job_photos_v" USING btree ("created_at");
  CREATE INDEX "_job_photos_v_updated_at_idx" ON "_job_photos_v" USING btree ("updated_at");
  CREATE INDEX "_job_photos_v_snapshot_idx" ON "_job_photos_v" USING btree ("snapshot");
  CREATE INDEX "_job_photos_v_published_locale_idx" ON "_job_photos_v" USING btree ("published_locale");
  CREATE INDEX "_job_photos_v_latest_idx" ON "_job_photos_v" USING btree ("latest");
  CREATE INDEX "_job_photos_v_autosave_idx" ON "_job_photos_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_job_photos_v_locales_locale_parent_id_unique" ON "_job_photos_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_job_photos_v_rels_order_idx" ON "_job_photos_v_rels" USING btree ("order");
  CREATE INDEX "_job_photos_v_rels_parent_idx" ON "_job_photos_v_rels" USING btree ("parent_id");
  CREATE INDEX "_job_photos_v_rels_path_idx" ON "_job_photos_v_rels" USING btree ("path");
  CREATE INDEX "_job_photos_v_rels_services_id_idx" ON "_job_photos_v_rels" USING btree ("services_id");
  CREATE INDEX "_job_photos_v_rels_locations_id_idx" ON "_job_photos_v_rels" USING btree ("locations_id");
  CREATE INDEX "case_studies_industry_idx" ON "case_studies" USING btree ("industry_id");
  CREATE INDEX "case_studies_logo_idx" ON "case_studies" USING btree ("logo_id");
  CREATE INDEX "case_studies_illustration_idx" ON "case_studies" USING btree ("illustration");
  CREATE INDEX "case_studies_spanish_missing_idx" ON "case_studies" USING btree ("spanish_missing");
  CREATE INDEX "case_studies_updated_by_idx" ON "case_studies" USING btree ("updated_by_id");
  CREATE INDEX "case_studies_updated_at_idx" ON "case_studies" USING btree ("updated_at");
  CREATE INDEX "case_studies_created_at_idx" ON "case_studies" USING btree ("created_at");
  CREATE INDEX "case_studies__status_idx" ON "case_studies" USING btree ("_status");
  CREATE UNIQUE INDEX "case_studies_locales_locale_parent_id_unique" ON "case_studies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "case_studies_rels_order_idx" ON "case_studies_rels" USING btree ("order");
  CREATE INDEX "case_studies_rels_parent_idx" ON "case_studies_rels" USING btree ("parent_id");
  CREATE INDEX "case_studies_rels_path_idx" ON "case_studies_rels" USING btree ("path");
  CREATE INDEX "case_studies_rels_services_id_idx" ON "case_studies_rels" USING btree ("services_id");
  CREATE INDEX "case_studies_rels_locations_id_idx" ON "case_studies_rels" USING btree ("locations_id");
  CREATE INDEX "_case_studies_v_parent_idx" ON "_case_studies_v" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_version_version_industry_idx" ON "_case_studies_v" USING btree ("version_industry_id");
  CREATE INDEX "_case_studies_v_version_version_logo_idx" ON "_case_studies_v" USING btree ("version_logo_id");
  CREATE INDEX "_case_studies_v_version_version_illustration_idx" ON "_case_studies_v" USING btree ("version_illustration");
  CREATE INDEX "_case_studies_v_version_version_spanish_missing_idx" ON "_case_studies_v" USING btree ("version_spanish_missing");
  CREATE INDEX "_case_studies_v_version_version_updated_by_idx" ON "_case_studies_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_case_studies_v_version_version_updated_at_idx" ON "_case_studies_v" USING btree ("version_updated_at");
  CREATE INDEX "_case_studies_v_version_version_created_at_idx" ON "_case_studies_v" USING btree ("version_created_at");
  CREATE INDEX "_case_studies_v_version_version__status_idx" ON "_case_studies_v" USING btree ("version__status");
  CREATE INDEX "_case_studies_v_created_at_idx" ON "_case_studies_v" USING btree ("created_at");
  CREATE INDEX "_case_studies_v_updated_at_idx" ON "_case_studies_v" USING btree ("updated_at");
  CREATE INDEX "_case_studies_v_snapshot_idx" ON "_case_studies_v" USING btree ("snapshot");
  CREATE INDEX "_case_studies_v_published_locale_idx" ON "_case_studies_v" USING btree ("published_locale");
  CREATE INDEX "_case_studies_v_latest_idx" ON "_case_studies_v" USING btree ("latest");
  CREATE INDEX "_case_studies_v_autosave_idx" ON "_case_studies_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_case_studies_v_locales_locale_parent_id_unique" ON "_case_studies_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_case_studies_v_rels_order_idx" ON "_case_studies_v_rels" USING btree ("order");
  CREATE INDEX "_case_studies_v_rels_parent_idx" ON "_case_studies_v_rels" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_rels_path_idx" ON "_case_studies_v_rels" USING btree ("path");
  CREATE INDEX "_case_studies_v_rels_services_id_idx" ON "_case_studies_v_rels" USING btree ("services_id");
  CREATE INDEX "_case_studies_v_rels_locations_id_idx" ON "_case_studies_v_rels" USING btree ("locations_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_before_after_pairs_fk" FOREIGN KEY ("before_after_pairs_id") REFERENCES "public"."before_after_pairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_photos_fk" FOREIGN KEY ("job_photos_id") REFERENCES "public"."job_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_before_after_pairs_id_idx" ON "payload_locked_documents_rels" USING btree ("before_after_pairs_id");
  CREATE INDEX "payload_locked_documents_rels_job_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("job_photos_id");
  CREATE INDEX "payload_locked_documents_rels_case_studies_id_idx" ON "payload_locked_documents_rels" USING btree ("case_studies_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "landing_pages_blocks_proof" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_proof_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_proof" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_proof_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "before_after_pairs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "before_after_pairs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "before_after_pairs_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_before_after_pairs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_before_after_pairs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_before_after_pairs_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_photos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_photos_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_job_photos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_job_photos_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_job_photos_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "landing_pages_blocks_proof" CASCADE;
  DROP TABLE "landing_pages_blocks_proof_locales" CASCADE;
  DROP TABLE "landing_pages_rels" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_proof" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_proof_locales" CASCADE;
  DROP TABLE "_landing_pages_v_rels" CASCADE;
  DROP TABLE "before_after_pairs" CASCADE;
  DROP TABLE "before_after_pairs_locales" CASCADE;
  DROP TABLE "before_after_pairs_rels" CASCADE;
  DROP TABLE "_before_after_pairs_v" CASCADE;
  DROP TABLE "_before_after_pairs_v_locales" CASCADE;
  DROP TABLE "_before_after_pairs_v_rels" CASCADE;
  DROP TABLE "job_photos" CASCADE;
  DROP TABLE "job_photos_locales" CASCADE;
  DROP TABLE "job_photos_rels" CASCADE;
  DROP TABLE "_job_photos_v" CASCADE;
  DROP TABLE "_job_photos_v_locales" CASCADE;
  DROP TABLE "_job_photos_v_rels" CASCADE;
  DROP TABLE "case_studies" CASCADE;
  DROP TABLE "case_studies_locales" CASCADE;
  DROP TABLE "case_studies_rels" CASCADE;
  DROP TABLE "_case_studies_v" CASCADE;
  DROP TABLE "_case_studies_v_locales" CASCADE;
  DROP TABLE "_case_studies_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_before_after_pairs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_photos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_case_studies_fk";
  
  DROP INDEX "payload_locked_documents_rels_before_after_pairs_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_photos_id_idx";
  DROP INDEX "payload_locked_documents_rels_case_studies_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "before_after_pairs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_photos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "case_studies_id";
  DROP TYPE "public"."enum_landing_pages_blocks_proof_choose";
  DROP TYPE "public"."enum__landing_pages_v_blocks_proof_choose";
  DROP TYPE "public"."enum_before_after_pairs_status";
  DROP TYPE "public"."enum__before_after_pairs_v_version_status";
  DROP TYPE "public"."enum__before_after_pairs_v_published_locale";
  DROP TYPE "public"."enum_job_photos_status";
  DROP TYPE "public"."enum__job_photos_v_version_status";
  DROP TYPE "public"."enum__job_photos_v_published_locale";
  DROP TYPE "public"."enum_case_studies_status";
  DROP TYPE "public"."enum__case_studies_v_version_status";
  DROP TYPE "public"."enum__case_studies_v_published_locale";`)
}
