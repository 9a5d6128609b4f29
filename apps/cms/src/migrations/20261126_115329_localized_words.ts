import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__locations_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__services_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__plans_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__community_programs_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__industries_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__landing_pages_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__jobs_v_published_locale" AS ENUM('en', 'es');
  CREATE TABLE "locations_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"about" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_locations_v_locales" (
  	"version_headline" varchar,
  	"version_intro" varchar,
  	"version_about" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "services_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_pricing_factors_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_local_notes_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "services_locales" (
  	"name" varchar,
  	"description" varchar,
  	"intro" varchar,
  	"pricing_unit" varchar,
  	"pricing_estimate_scope" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_version_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_version_pricing_factors_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_version_local_notes_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_version_faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_services_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_intro" varchar,
  	"version_pricing_unit" varchar,
  	"version_pricing_estimate_scope" varchar,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "plans_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "plans_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_plans_v_version_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_plans_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "community_programs_prices_locales" (
  	"service" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "community_programs_locales" (
  	"name" varchar,
  	"schedule" varchar,
  	"terms" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_community_programs_v_version_prices_locales" (
  	"service" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_community_programs_v_locales" (
  	"version_name" varchar,
  	"version_schedule" varchar,
  	"version_terms" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "industries_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_industries_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"content" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "landing_pages_blocks_hero_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar DEFAULT 'Get my free estimate',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landing_pages_blocks_service_list_locales" (
  	"heading" varchar DEFAULT 'What we clean',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landing_pages_blocks_reviews_locales" (
  	"heading" varchar DEFAULT 'What customers say',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landing_pages_blocks_plan_table_locales" (
  	"heading" varchar DEFAULT 'Seasonal protection plans',
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landing_pages_blocks_estimate_form_locales" (
  	"heading" varchar DEFAULT 'Get your free estimate',
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landing_pages_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landing_pages_blocks_faq_locales" (
  	"heading" varchar DEFAULT 'Frequently asked questions',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landing_pages_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landing_pages_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar DEFAULT 'Get my free estimate',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landing_pages_locales" (
  	"title" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_pages_v_blocks_hero_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar DEFAULT 'Get my free estimate',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_pages_v_blocks_service_list_locales" (
  	"heading" varchar DEFAULT 'What we clean',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_pages_v_blocks_reviews_locales" (
  	"heading" varchar DEFAULT 'What customers say',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_pages_v_blocks_plan_table_locales" (
  	"heading" varchar DEFAULT 'Seasonal protection plans',
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_pages_v_blocks_estimate_form_locales" (
  	"heading" varchar DEFAULT 'Get your free estimate',
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_pages_v_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_pages_v_blocks_faq_locales" (
  	"heading" varchar DEFAULT 'Frequently asked questions',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_pages_v_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_pages_v_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar DEFAULT 'Get my free estimate',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_pages_v_locales" (
  	"version_title" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "reviews_locales" (
  	"reply_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "jobs_locales" (
  	"title" varchar,
  	"pay_note" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v_locales" (
  	"version_title" varchar,
  	"version_pay_note" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "company_info_locales" (
  	"service_area" varchar DEFAULT 'Serving Seattle Washington, Tri-Cities, Houston TX and the Greater Virginia, Maryland and DC Area' NOT NULL,
  	"tagline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_trust_band_items_locales" (
  	"title" varchar NOT NULL,
  	"detail" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"banner_desktop" varchar DEFAULT 'PROFESSIONAL WINDOW WASHING & PRESSURE WASHING SERVICES IN WA, TX, VA, MD, and DC' NOT NULL,
  	"banner_mobile" varchar DEFAULT 'SERVING WA, TX, VA, MD, and DC' NOT NULL,
  	"text_consent_wording" varchar DEFAULT 'Text me about this request. Clearview Exterior Cleaning will send texts about your request (who will call, scheduling and replies to your messages), usually 1-5 per request. Consent is not a condition of purchase. Msg & data rates may apply. Reply STOP to opt out, HELP for help.' NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "lead_emails_locales" (
  	"estimate_customer_subject" varchar DEFAULT 'Your estimate request {reference}' NOT NULL,
  	"estimate_customer_greeting" varchar DEFAULT 'Hi {firstName},' NOT NULL,
  	"estimate_customer_closing" varchar DEFAULT 'Thank you for thinking of us.' NOT NULL,
  	"plan_signup_customer_subject" varchar DEFAULT 'Welcome to your protection plan {reference}' NOT NULL,
  	"plan_signup_customer_greeting" varchar DEFAULT 'Hi {firstName},' NOT NULL,
  	"plan_signup_customer_closing" varchar DEFAULT 'Thank you for trusting us with your home.' NOT NULL,
  	"community_signup_customer_subject" varchar DEFAULT 'Your resident program signup {reference}' NOT NULL,
  	"community_signup_customer_greeting" varchar DEFAULT 'Hi {firstName},' NOT NULL,
  	"community_signup_customer_closing" varchar DEFAULT 'Thank you for signing up.' NOT NULL,
  	"career_application_customer_subject" varchar DEFAULT 'Your application {reference}' NOT NULL,
  	"career_application_customer_greeting" varchar DEFAULT 'Hi {firstName},' NOT NULL,
  	"career_application_customer_closing" varchar DEFAULT 'Thank you for your interest in joining our crews.' NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "lead_texts_templates_locales" (
  	"body" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "lead_texts_locales" (
  	"customer_confirmation" varchar DEFAULT 'Hi {firstName}, thanks for your request {reference}. {promise} Reply here with any question. Reply STOP to opt out.' NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "locations" ADD COLUMN "spanish_missing" numeric;
  ALTER TABLE "locations" ADD COLUMN "spanish_missing_fields" varchar;
  ALTER TABLE "_locations_v" ADD COLUMN "version_spanish_missing" numeric;
  ALTER TABLE "_locations_v" ADD COLUMN "version_spanish_missing_fields" varchar;
  ALTER TABLE "_locations_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_locations_v" ADD COLUMN "published_locale" "enum__locations_v_published_locale";
  ALTER TABLE "services" ADD COLUMN "spanish_missing" numeric;
  ALTER TABLE "services" ADD COLUMN "spanish_missing_fields" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_spanish_missing" numeric;
  ALTER TABLE "_services_v" ADD COLUMN "version_spanish_missing_fields" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_services_v" ADD COLUMN "published_locale" "enum__services_v_published_locale";
  ALTER TABLE "plans" ADD COLUMN "spanish_missing" numeric;
  ALTER TABLE "plans" ADD COLUMN "spanish_missing_fields" varchar;
  ALTER TABLE "_plans_v" ADD COLUMN "version_spanish_missing" numeric;
  ALTER TABLE "_plans_v" ADD COLUMN "version_spanish_missing_fields" varchar;
  ALTER TABLE "_plans_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_plans_v" ADD COLUMN "published_locale" "enum__plans_v_published_locale";
  ALTER TABLE "community_programs" ADD COLUMN "spanish_missing" numeric;
  ALTER TABLE "community_programs" ADD COLUMN "spanish_missing_fields" varchar;
  ALTER TABLE "_community_programs_v" ADD COLUMN "version_spanish_missing" numeric;
  ALTER TABLE "_community_programs_v" ADD COLUMN "version_spanish_missing_fields" varchar;
  ALTER TABLE "_community_programs_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_community_programs_v" ADD COLUMN "published_locale" "enum__community_programs_v_published_locale";
  ALTER TABLE "industries" ADD COLUMN "spanish_missing" numeric;
  ALTER TABLE "industries" ADD COLUMN "spanish_missing_fields" varchar;
  ALTER TABLE "_industries_v" ADD COLUMN "version_spanish_missing" numeric;
  ALTER TABLE "_industries_v" ADD COLUMN "version_spanish_missing_fields" varchar;
  ALTER TABLE "_industries_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_industries_v" ADD COLUMN "published_locale" "enum__industries_v_published_locale";
  ALTER TABLE "articles" ADD COLUMN "spanish_missing" numeric;
  ALTER TABLE "articles" ADD COLUMN "spanish_missing_fields" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_spanish_missing" numeric;
  ALTER TABLE "_articles_v" ADD COLUMN "version_spanish_missing_fields" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_articles_v" ADD COLUMN "published_locale" "enum__articles_v_published_locale";
  ALTER TABLE "pages" ADD COLUMN "spanish_missing" numeric;
  ALTER TABLE "pages" ADD COLUMN "spanish_missing_fields" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_spanish_missing" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_spanish_missing_fields" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "landing_pages" ADD COLUMN "spanish_missing" numeric;
  ALTER TABLE "landing_pages" ADD COLUMN "spanish_missing_fields" varchar;
  ALTER TABLE "_landing_pages_v" ADD COLUMN "version_spanish_missing" numeric;
  ALTER TABLE "_landing_pages_v" ADD COLUMN "version_spanish_missing_fields" varchar;
  ALTER TABLE "_landing_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_landing_pages_v" ADD COLUMN "published_locale" "enum__landing_pages_v_published_locale";
  ALTER TABLE "reviews" ADD COLUMN "spanish_missing" numeric;
  ALTER TABLE "reviews" ADD COLUMN "spanish_missing_fields" varchar;
  ALTER TABLE "jobs" ADD COLUMN "spanish_missing" numeric;
  ALTER TABLE "jobs" ADD COLUMN "spanish_missing_fields" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_spanish_missing" numeric;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_spanish_missing_fields" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_jobs_v" ADD COLUMN "published_locale" "enum__jobs_v_published_locale";
  ALTER TABLE "company_info" ADD COLUMN "spanish_missing" numeric;
  ALTER TABLE "company_info" ADD COLUMN "spanish_missing_fields" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "spanish_missing" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "spanish_missing_fields" varchar;
  ALTER TABLE "lead_emails" ADD COLUMN "spanish_missing" numeric;
  ALTER TABLE "lead_emails" ADD COLUMN "spanish_missing_fields" varchar;
  ALTER TABLE "lead_texts" ADD COLUMN "spanish_missing" numeric;
  ALTER TABLE "lead_texts" ADD COLUMN "spanish_missing_fields" varchar;
  ALTER TABLE "locations_locales" ADD CONSTRAINT "locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_locales" ADD CONSTRAINT "_locations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_highlights_locales" ADD CONSTRAINT "services_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_pricing_factors_locales" ADD CONSTRAINT "services_pricing_factors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_pricing_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_local_notes_locales" ADD CONSTRAINT "services_local_notes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_local_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_faqs_locales" ADD CONSTRAINT "services_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_locales" ADD CONSTRAINT "services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_highlights_locales" ADD CONSTRAINT "_services_v_version_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_version_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_pricing_factors_locales" ADD CONSTRAINT "_services_v_version_pricing_factors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_version_pricing_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_local_notes_locales" ADD CONSTRAINT "_services_v_version_local_notes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_version_local_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_version_faqs_locales" ADD CONSTRAINT "_services_v_version_faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v_version_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_services_v_locales" ADD CONSTRAINT "_services_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "plans_features_locales" ADD CONSTRAINT "plans_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."plans_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "plans_locales" ADD CONSTRAINT "plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v_version_features_locales" ADD CONSTRAINT "_plans_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_plans_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v_locales" ADD CONSTRAINT "_plans_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_programs_prices_locales" ADD CONSTRAINT "community_programs_prices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."community_programs_prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "community_programs_locales" ADD CONSTRAINT "community_programs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."community_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_community_programs_v_version_prices_locales" ADD CONSTRAINT "_community_programs_v_version_prices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_community_programs_v_version_prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_community_programs_v_locales" ADD CONSTRAINT "_community_programs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_community_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "industries_locales" ADD CONSTRAINT "industries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_industries_v_locales" ADD CONSTRAINT "_industries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_industries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_hero_locales" ADD CONSTRAINT "landing_pages_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_service_list_locales" ADD CONSTRAINT "landing_pages_blocks_service_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages_blocks_service_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_reviews_locales" ADD CONSTRAINT "landing_pages_blocks_reviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages_blocks_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_plan_table_locales" ADD CONSTRAINT "landing_pages_blocks_plan_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages_blocks_plan_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_estimate_form_locales" ADD CONSTRAINT "landing_pages_blocks_estimate_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages_blocks_estimate_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_faq_items_locales" ADD CONSTRAINT "landing_pages_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_faq_locales" ADD CONSTRAINT "landing_pages_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_rich_text_locales" ADD CONSTRAINT "landing_pages_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_blocks_call_to_action_locales" ADD CONSTRAINT "landing_pages_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_pages_locales" ADD CONSTRAINT "landing_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_hero_locales" ADD CONSTRAINT "_landing_pages_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_service_list_locales" ADD CONSTRAINT "_landing_pages_v_blocks_service_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v_blocks_service_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_reviews_locales" ADD CONSTRAINT "_landing_pages_v_blocks_reviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v_blocks_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_plan_table_locales" ADD CONSTRAINT "_landing_pages_v_blocks_plan_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v_blocks_plan_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_estimate_form_locales" ADD CONSTRAINT "_landing_pages_v_blocks_estimate_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v_blocks_estimate_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_faq_items_locales" ADD CONSTRAINT "_landing_pages_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_faq_locales" ADD CONSTRAINT "_landing_pages_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_rich_text_locales" ADD CONSTRAINT "_landing_pages_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_blocks_call_to_action_locales" ADD CONSTRAINT "_landing_pages_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_pages_v_locales" ADD CONSTRAINT "_landing_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews_locales" ADD CONSTRAINT "reviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_locales" ADD CONSTRAINT "_jobs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_info_locales" ADD CONSTRAINT "company_info_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_trust_band_items_locales" ADD CONSTRAINT "site_settings_trust_band_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_trust_band_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_emails_locales" ADD CONSTRAINT "lead_emails_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lead_emails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_texts_templates_locales" ADD CONSTRAINT "lead_texts_templates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lead_texts_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_texts_locales" ADD CONSTRAINT "lead_texts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lead_texts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "locations_locales_locale_parent_id_unique" ON "locations_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_locations_v_locales_locale_parent_id_unique" ON "_locations_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "services_highlights_locales_locale_parent_id_unique" ON "services_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "services_pricing_factors_locales_locale_parent_id_unique" ON "services_pricing_factors_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "services_local_notes_locales_locale_parent_id_unique" ON "services_local_notes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "services_faqs_locales_locale_parent_id_unique" ON "services_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "services_locales_locale_parent_id_unique" ON "services_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_services_v_version_highlights_locales_locale_parent_id_uniq" ON "_services_v_version_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_services_v_version_pricing_factors_locales_locale_parent_id" ON "_services_v_version_pricing_factors_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_services_v_version_local_notes_locales_locale_parent_id_uni" ON "_services_v_version_local_notes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_services_v_version_faqs_locales_locale_parent_id_unique" ON "_services_v_version_faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_services_v_locales_locale_parent_id_unique" ON "_services_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "plans_features_locales_locale_parent_id_unique" ON "plans_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "plans_locales_locale_parent_id_unique" ON "plans_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_plans_v_version_features_locales_locale_parent_id_unique" ON "_plans_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_plans_v_locales_locale_parent_id_unique" ON "_plans_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "community_programs_prices_locales_locale_parent_id_unique" ON "community_programs_prices_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "community_programs_locales_locale_parent_id_unique" ON "community_programs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_community_programs_v_version_prices_locales_locale_parent_i" ON "_community_programs_v_version_prices_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_community_programs_v_locales_locale_parent_id_unique" ON "_community_programs_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "industries_locales_locale_parent_id_unique" ON "industries_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_industries_v_locales_locale_parent_id_unique" ON "_industries_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "landing_pages_blocks_hero_locales_locale_parent_id_unique" ON "landing_pages_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "landing_pages_blocks_service_list_locales_locale_parent_id_u" ON "landing_pages_blocks_service_list_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "landing_pages_blocks_reviews_locales_locale_parent_id_unique" ON "landing_pages_blocks_reviews_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "landing_pages_blocks_plan_table_locales_locale_parent_id_uni" ON "landing_pages_blocks_plan_table_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "landing_pages_blocks_estimate_form_locales_locale_parent_id_" ON "landing_pages_blocks_estimate_form_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "landing_pages_blocks_faq_items_locales_locale_parent_id_uniq" ON "landing_pages_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "landing_pages_blocks_faq_locales_locale_parent_id_unique" ON "landing_pages_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "landing_pages_blocks_rich_text_locales_locale_parent_id_uniq" ON "landing_pages_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "landing_pages_blocks_call_to_action_locales_locale_parent_id" ON "landing_pages_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "landing_pages_locales_locale_parent_id_unique" ON "landing_pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_landing_pages_v_blocks_hero_locales_locale_parent_id_unique" ON "_landing_pages_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_landing_pages_v_blocks_service_list_locales_locale_parent_i" ON "_landing_pages_v_blocks_service_list_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_landing_pages_v_blocks_reviews_locales_locale_parent_id_uni" ON "_landing_pages_v_blocks_reviews_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_landing_pages_v_blocks_plan_table_locales_locale_parent_id_" ON "_landing_pages_v_blocks_plan_table_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_landing_pages_v_blocks_estimate_form_locales_locale_parent_" ON "_landing_pages_v_blocks_estimate_form_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_landing_pages_v_blocks_faq_items_locales_locale_parent_id_u" ON "_landing_pages_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_landing_pages_v_blocks_faq_locales_locale_parent_id_unique" ON "_landing_pages_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_landing_pages_v_blocks_rich_text_locales_locale_parent_id_u" ON "_landing_pages_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_landing_pages_v_blocks_call_to_action_locales_locale_parent" ON "_landing_pages_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_landing_pages_v_locales_locale_parent_id_unique" ON "_landing_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "reviews_locales_locale_parent_id_unique" ON "reviews_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "jobs_locales_locale_parent_id_unique" ON "jobs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_jobs_v_locales_locale_parent_id_unique" ON "_jobs_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "company_info_locales_locale_parent_id_unique" ON "company_info_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_trust_band_items_locales_locale_parent_id_uniq" ON "site_settings_trust_band_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "lead_emails_locales_locale_parent_id_unique" ON "lead_emails_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "lead_texts_templates_locales_locale_parent_id_unique" ON "lead_texts_templates_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "lead_texts_locales_locale_parent_id_unique" ON "lead_texts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "locations_spanish_missing_idx" ON "locations" USING btree ("spanish_missing");
  CREATE INDEX "_locations_v_version_version_spanish_missing_idx" ON "_locations_v" USING btree ("version_spanish_missing");
  CREATE INDEX "_locations_v_snapshot_idx" ON "_locations_v" USING btree ("snapshot");
  CREATE INDEX "_locations_v_published_locale_idx" ON "_locations_v" USING btree ("published_locale");
  CREATE INDEX "services_spanish_missing_idx" ON "services" USING btree ("spanish_missing");
  CREATE INDEX "_services_v_version_version_spanish_missing_idx" ON "_services_v" USING btree ("version_spanish_missing");
  CREATE INDEX "_services_v_snapshot_idx" ON "_services_v" USING btree ("snapshot");
  CREATE INDEX "_services_v_published_locale_idx" ON "_services_v" USING btree ("published_locale");
  CREATE INDEX "plans_spanish_missing_idx" ON "plans" USING btree ("spanish_missing");
  CREATE INDEX "_plans_v_version_version_spanish_missing_idx" ON "_plans_v" USING btree ("version_spanish_missing");
  CREATE INDEX "_plans_v_snapshot_idx" ON "_plans_v" USING btree ("snapshot");
  CREATE INDEX "_plans_v_published_locale_idx" ON "_plans_v" USING btree ("published_locale");
  CREATE INDEX "community_programs_spanish_missing_idx" ON "community_programs" USING btree ("spanish_missing");
  CREATE INDEX "_community_programs_v_version_version_spanish_missing_idx" ON "_community_programs_v" USING btree ("version_spanish_missing");
  CREATE INDEX "_community_programs_v_snapshot_idx" ON "_community_programs_v" USING btree ("snapshot");
  CREATE INDEX "_community_programs_v_published_locale_idx" ON "_community_programs_v" USING btree ("published_locale");
  CREATE INDEX "industries_spanish_missing_idx" ON "industries" USING btree ("spanish_missing");
  CREATE INDEX "_industries_v_version_version_spanish_missing_idx" ON "_industries_v" USING btree ("version_spanish_missing");
  CREATE INDEX "_industries_v_snapshot_idx" ON "_industries_v" USING btree ("snapshot");
  CREATE INDEX "_industries_v_published_locale_idx" ON "_industries_v" USING btree ("published_locale");
  CREATE INDEX "articles_spanish_missing_idx" ON "articles" USING btree ("spanish_missing");
  CREATE INDEX "_articles_v_version_version_spanish_missing_idx" ON "_articles_v" USING btree ("version_spanish_missing");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "pages_spanish_missing_idx" ON "pages" USING btree ("spanish_missing");
  CREATE INDEX "_pages_v_version_version_spanish_missing_idx" ON "_pages_v" USING btree ("version_spanish_missing");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "landing_pages_spanish_missing_idx" ON "landing_pages" USING btree ("spanish_missing");
  CREATE INDEX "_landing_pages_v_version_version_spanish_missing_idx" ON "_landing_pages_v" USING btree ("version_spanish_missing");
  CREATE INDEX "_landing_pages_v_snapshot_idx" ON "_landing_pages_v" USING btree ("snapshot");
  CREATE INDEX "_landing_pages_v_published_locale_idx" ON "_landing_pages_v" USING btree ("published_locale");
  CREATE INDEX "reviews_spanish_missing_idx" ON "reviews" USING btree ("spanish_missing");
  CREATE INDEX "jobs_spanish_missing_idx" ON "jobs" USING btree ("spanish_missing");
  CREATE INDEX "_jobs_v_version_version_spanish_missing_idx" ON "_jobs_v" USING btree ("version_spanish_missing");
  CREATE INDEX "_jobs_v_snapshot_idx" ON "_jobs_v" USING btree ("snapshot");
  CREATE INDEX "_jobs_v_published_locale_idx" ON "_jobs_v" USING btree ("published_locale");
  CREATE INDEX "company_info_spanish_missing_idx" ON "company_info" USING btree ("spanish_missing");
  CREATE INDEX "site_settings_spanish_missing_idx" ON "site_settings" USING btree ("spanish_missing");
  CREATE INDEX "lead_emails_spanish_missing_idx" ON "lead_emails" USING btree ("spanish_missing");
  CREATE INDEX "lead_texts_spanish_missing_idx" ON "lead_texts" USING btree ("spanish_missing");
  -- The English words move to the new per-language tables before their old columns go.
  INSERT INTO "locations_locales" ("headline", "intro", "about", "seo_title", "seo_description", "_locale", "_parent_id") SELECT "headline", "intro", "about", "seo_title", "seo_description", 'en', "id" FROM "locations";
  INSERT INTO "_locations_v_locales" ("version_headline", "version_intro", "version_about", "version_seo_title", "version_seo_description", "_locale", "_parent_id") SELECT "version_headline", "version_intro", "version_about", "version_seo_title", "version_seo_description", 'en', "id" FROM "_locations_v";
  INSERT INTO "services_highlights_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "services_highlights";
  INSERT INTO "services_pricing_factors_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "services_pricing_factors";
  INSERT INTO "services_local_notes_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "services_local_notes";
  INSERT INTO "services_faqs_locales" ("question", "answer", "_locale", "_parent_id") SELECT "question", "answer", 'en', "id" FROM "services_faqs";
  INSERT INTO "services_locales" ("name", "description", "intro", "pricing_unit", "pricing_estimate_scope", "body", "seo_title", "seo_description", "_locale", "_parent_id") SELECT "name", "description", "intro", "pricing_unit", "pricing_estimate_scope", "body", "seo_title", "seo_description", 'en', "id" FROM "services";
  INSERT INTO "_services_v_version_highlights_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "_services_v_version_highlights";
  INSERT INTO "_services_v_version_pricing_factors_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "_services_v_version_pricing_factors";
  INSERT INTO "_services_v_version_local_notes_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "_services_v_version_local_notes";
  INSERT INTO "_services_v_version_faqs_locales" ("question", "answer", "_locale", "_parent_id") SELECT "question", "answer", 'en', "id" FROM "_services_v_version_faqs";
  INSERT INTO "_services_v_locales" ("version_name", "version_description", "version_intro", "version_pricing_unit", "version_pricing_estimate_scope", "version_body", "version_seo_title", "version_seo_description", "_locale", "_parent_id") SELECT "version_name", "version_description", "version_intro", "version_pricing_unit", "version_pricing_estimate_scope", "version_body", "version_seo_title", "version_seo_description", 'en', "id" FROM "_services_v";
  INSERT INTO "plans_features_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "plans_features";
  INSERT INTO "plans_locales" ("name", "description", "_locale", "_parent_id") SELECT "name", "description", 'en', "id" FROM "plans";
  INSERT INTO "_plans_v_version_features_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "_plans_v_version_features";
  INSERT INTO "_plans_v_locales" ("version_name", "version_description", "_locale", "_parent_id") SELECT "version_name", "version_description", 'en', "id" FROM "_plans_v";
  INSERT INTO "community_programs_prices_locales" ("service", "description", "_locale", "_parent_id") SELECT "service", "description", 'en', "id" FROM "community_programs_prices";
  INSERT INTO "community_programs_locales" ("name", "schedule", "terms", "_locale", "_parent_id") SELECT "name", "schedule", "terms", 'en', "id" FROM "community_programs";
  INSERT INTO "_community_programs_v_version_prices_locales" ("service", "description", "_locale", "_parent_id") SELECT "service", "description", 'en', "id" FROM "_community_programs_v_version_prices";
  INSERT INTO "_community_programs_v_locales" ("version_name", "version_schedule", "version_terms", "_locale", "_parent_id") SELECT "version_name", "version_schedule", "version_terms", 'en', "id" FROM "_community_programs_v";
  INSERT INTO "industries_locales" ("name", "description", "_locale", "_parent_id") SELECT "name", "description", 'en', "id" FROM "industries";
  INSERT INTO "_industries_v_locales" ("version_name", "version_description", "_locale", "_parent_id") SELECT "version_name", "version_description", 'en', "id" FROM "_industries_v";
  INSERT INTO "articles_locales" ("title", "excerpt", "content", "seo_title", "seo_description", "_locale", "_parent_id") SELECT "title", "excerpt", "content", "seo_title", "seo_description", 'en', "id" FROM "articles";
  INSERT INTO "_articles_v_locales" ("version_title", "version_excerpt", "version_content", "version_seo_title", "version_seo_description", "_locale", "_parent_id") SELECT "version_title", "version_excerpt", "version_content", "version_seo_title", "version_seo_description", 'en', "id" FROM "_articles_v";
  INSERT INTO "pages_locales" ("title", "intro", "content", "seo_title", "seo_description", "_locale", "_parent_id") SELECT "title", "intro", "content", "seo_title", "seo_description", 'en', "id" FROM "pages";
  INSERT INTO "_pages_v_locales" ("version_title", "version_intro", "version_content", "version_seo_title", "version_seo_description", "_locale", "_parent_id") SELECT "version_title", "version_intro", "version_content", "version_seo_title", "version_seo_description", 'en', "id" FROM "_pages_v";
  INSERT INTO "landing_pages_blocks_hero_locales" ("heading", "text", "button_label", "_locale", "_parent_id") SELECT "heading", "text", "button_label", 'en', "id" FROM "landing_pages_blocks_hero";
  INSERT INTO "landing_pages_blocks_service_list_locales" ("heading", "_locale", "_parent_id") SELECT "heading", 'en', "id" FROM "landing_pages_blocks_service_list";
  INSERT INTO "landing_pages_blocks_reviews_locales" ("heading", "_locale", "_parent_id") SELECT "heading", 'en', "id" FROM "landing_pages_blocks_reviews";
  INSERT INTO "landing_pages_blocks_plan_table_locales" ("heading", "text", "_locale", "_parent_id") SELECT "heading", "text", 'en', "id" FROM "landing_pages_blocks_plan_table";
  INSERT INTO "landing_pages_blocks_estimate_form_locales" ("heading", "text", "_locale", "_parent_id") SELECT "heading", "text", 'en', "id" FROM "landing_pages_blocks_estimate_form";
  INSERT INTO "landing_pages_blocks_faq_items_locales" ("question", "answer", "_locale", "_parent_id") SELECT "question", "answer", 'en', "id" FROM "landing_pages_blocks_faq_items";
  INSERT INTO "landing_pages_blocks_faq_locales" ("heading", "_locale", "_parent_id") SELECT "heading", 'en', "id" FROM "landing_pages_blocks_faq";
  INSERT INTO "landing_pages_blocks_rich_text_locales" ("content", "_locale", "_parent_id") SELECT "content", 'en', "id" FROM "landing_pages_blocks_rich_text";
  INSERT INTO "landing_pages_blocks_call_to_action_locales" ("heading", "text", "button_label", "_locale", "_parent_id") SELECT "heading", "text", "button_label", 'en', "id" FROM "landing_pages_blocks_call_to_action";
  INSERT INTO "landing_pages_locales" ("title", "seo_title", "seo_description", "_locale", "_parent_id") SELECT "title", "seo_title", "seo_description", 'en', "id" FROM "landing_pages";
  INSERT INTO "_landing_pages_v_blocks_hero_locales" ("heading", "text", "button_label", "_locale", "_parent_id") SELECT "heading", "text", "button_label", 'en', "id" FROM "_landing_pages_v_blocks_hero";
  INSERT INTO "_landing_pages_v_blocks_service_list_locales" ("heading", "_locale", "_parent_id") SELECT "heading", 'en', "id" FROM "_landing_pages_v_blocks_service_list";
  INSERT INTO "_landing_pages_v_blocks_reviews_locales" ("heading", "_locale", "_parent_id") SELECT "heading", 'en', "id" FROM "_landing_pages_v_blocks_reviews";
  INSERT INTO "_landing_pages_v_blocks_plan_table_locales" ("heading", "text", "_locale", "_parent_id") SELECT "heading", "text", 'en', "id" FROM "_landing_pages_v_blocks_plan_table";
  INSERT INTO "_landing_pages_v_blocks_estimate_form_locales" ("heading", "text", "_locale", "_parent_id") SELECT "heading", "text", 'en', "id" FROM "_landing_pages_v_blocks_estimate_form";
  INSERT INTO "_landing_pages_v_blocks_faq_items_locales" ("question", "answer", "_locale", "_parent_id") SELECT "question", "answer", 'en', "id" FROM "_landing_pages_v_blocks_faq_items";
  INSERT INTO "_landing_pages_v_blocks_faq_locales" ("heading", "_locale", "_parent_id") SELECT "heading", 'en', "id" FROM "_landing_pages_v_blocks_faq";
  INSERT INTO "_landing_pages_v_blocks_rich_text_locales" ("content", "_locale", "_parent_id") SELECT "content", 'en', "id" FROM "_landing_pages_v_blocks_rich_text";
  INSERT INTO "_landing_pages_v_blocks_call_to_action_locales" ("heading", "text", "button_label", "_locale", "_parent_id") SELECT "heading", "text", "button_label", 'en', "id" FROM "_landing_pages_v_blocks_call_to_action";
  INSERT INTO "_landing_pages_v_locales" ("version_title", "version_seo_title", "version_seo_description", "_locale", "_parent_id") SELECT "version_title", "version_seo_title", "version_seo_description", 'en', "id" FROM "_landing_pages_v";
  INSERT INTO "reviews_locales" ("reply_text", "_locale", "_parent_id") SELECT "reply_text", 'en', "id" FROM "reviews";
  INSERT INTO "jobs_locales" ("title", "pay_note", "summary", "body", "_locale", "_parent_id") SELECT "title", "pay_note", "summary", "body", 'en', "id" FROM "jobs";
  INSERT INTO "_jobs_v_locales" ("version_title", "version_pay_note", "version_summary", "version_body", "_locale", "_parent_id") SELECT "version_title", "version_pay_note", "version_summary", "version_body", 'en', "id" FROM "_jobs_v";
  INSERT INTO "company_info_locales" ("service_area", "tagline", "_locale", "_parent_id") SELECT "service_area", "tagline", 'en', "id" FROM "company_info";
  INSERT INTO "site_settings_trust_band_items_locales" ("title", "detail", "_locale", "_parent_id") SELECT "title", "detail", 'en', "id" FROM "site_settings_trust_band_items";
  INSERT INTO "site_settings_locales" ("banner_desktop", "banner_mobile", "text_consent_wording", "_locale", "_parent_id") SELECT "banner_desktop", "banner_mobile", "text_consent_wording", 'en', "id" FROM "site_settings";
  INSERT INTO "lead_emails_locales" ("estimate_customer_subject", "estimate_customer_greeting", "estimate_customer_closing", "plan_signup_customer_subject", "plan_signup_customer_greeting", "plan_signup_customer_closing", "community_signup_customer_subject", "community_signup_customer_greeting", "community_signup_customer_closing", "career_application_customer_subject", "career_application_customer_greeting", "career_application_customer_closing", "_locale", "_parent_id") SELECT "estimate_customer_subject", "estimate_customer_greeting", "estimate_customer_closing", "plan_signup_customer_subject", "plan_signup_customer_greeting", "plan_signup_customer_closing", "community_signup_customer_subject", "community_signup_customer_greeting", "community_signup_customer_closing", "career_application_customer_subject", "career_application_customer_greeting", "career_application_customer_closing", 'en', "id" FROM "lead_emails";
  INSERT INTO "lead_texts_templates_locales" ("body", "_locale", "_parent_id") SELECT "body", 'en', "id" FROM "lead_texts_templates";
  INSERT INTO "lead_texts_locales" ("customer_confirmation", "_locale", "_parent_id") SELECT "customer_confirmation", 'en', "id" FROM "lead_texts";
  ALTER TABLE "locations" DROP COLUMN "headline";
  ALTER TABLE "locations" DROP COLUMN "intro";
  ALTER TABLE "locations" DROP COLUMN "about";
  ALTER TABLE "locations" DROP COLUMN "seo_title";
  ALTER TABLE "locations" DROP COLUMN "seo_description";
  ALTER TABLE "_locations_v" DROP COLUMN "version_headline";
  ALTER TABLE "_locations_v" DROP COLUMN "version_intro";
  ALTER TABLE "_locations_v" DROP COLUMN "version_about";
  ALTER TABLE "_locations_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_locations_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "services_highlights" DROP COLUMN "text";
  ALTER TABLE "services_pricing_factors" DROP COLUMN "text";
  ALTER TABLE "services_local_notes" DROP COLUMN "text";
  ALTER TABLE "services_faqs" DROP COLUMN "question";
  ALTER TABLE "services_faqs" DROP COLUMN "answer";
  ALTER TABLE "services" DROP COLUMN "name";
  ALTER TABLE "services" DROP COLUMN "description";
  ALTER TABLE "services" DROP COLUMN "intro";
  ALTER TABLE "services" DROP COLUMN "pricing_unit";
  ALTER TABLE "services" DROP COLUMN "pricing_estimate_scope";
  ALTER TABLE "services" DROP COLUMN "body";
  ALTER TABLE "services" DROP COLUMN "seo_title";
  ALTER TABLE "services" DROP COLUMN "seo_description";
  ALTER TABLE "_services_v_version_highlights" DROP COLUMN "text";
  ALTER TABLE "_services_v_version_pricing_factors" DROP COLUMN "text";
  ALTER TABLE "_services_v_version_local_notes" DROP COLUMN "text";
  ALTER TABLE "_services_v_version_faqs" DROP COLUMN "question";
  ALTER TABLE "_services_v_version_faqs" DROP COLUMN "answer";
  ALTER TABLE "_services_v" DROP COLUMN "version_name";
  ALTER TABLE "_services_v" DROP COLUMN "version_description";
  ALTER TABLE "_services_v" DROP COLUMN "version_intro";
  ALTER TABLE "_services_v" DROP COLUMN "version_pricing_unit";
  ALTER TABLE "_services_v" DROP COLUMN "version_pricing_estimate_scope";
  ALTER TABLE "_services_v" DROP COLUMN "version_body";
  ALTER TABLE "_services_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_services_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "plans_features" DROP COLUMN "text";
  ALTER TABLE "plans" DROP COLUMN "name";
  ALTER TABLE "plans" DROP COLUMN "description";
  ALTER TABLE "_plans_v_version_features" DROP COLUMN "text";
  ALTER TABLE "_plans_v" DROP COLUMN "version_name";
  ALTER TABLE "_plans_v" DROP COLUMN "version_description";
  ALTER TABLE "community_programs_prices" DROP COLUMN "service";
  ALTER TABLE "community_programs_prices" DROP COLUMN "description";
  ALTER TABLE "community_programs" DROP COLUMN "name";
  ALTER TABLE "community_programs" DROP COLUMN "schedule";
  ALTER TABLE "community_programs" DROP COLUMN "terms";
  ALTER TABLE "_community_programs_v_version_prices" DROP COLUMN "service";
  ALTER TABLE "_community_programs_v_version_prices" DROP COLUMN "description";
  ALTER TABLE "_community_programs_v" DROP COLUMN "version_name";
  ALTER TABLE "_community_programs_v" DROP COLUMN "version_schedule";
  ALTER TABLE "_community_programs_v" DROP COLUMN "version_terms";
  ALTER TABLE "industries" DROP COLUMN "name";
  ALTER TABLE "industries" DROP COLUMN "description";
  ALTER TABLE "_industries_v" DROP COLUMN "version_name";
  ALTER TABLE "_industries_v" DROP COLUMN "version_description";
  ALTER TABLE "articles" DROP COLUMN "title";
  ALTER TABLE "articles" DROP COLUMN "excerpt";
  ALTER TABLE "articles" DROP COLUMN "content";
  ALTER TABLE "articles" DROP COLUMN "seo_title";
  ALTER TABLE "articles" DROP COLUMN "seo_description";
  ALTER TABLE "_articles_v" DROP COLUMN "version_title";
  ALTER TABLE "_articles_v" DROP COLUMN "version_excerpt";
  ALTER TABLE "_articles_v" DROP COLUMN "version_content";
  ALTER TABLE "_articles_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_articles_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "intro";
  ALTER TABLE "pages" DROP COLUMN "content";
  ALTER TABLE "pages" DROP COLUMN "seo_title";
  ALTER TABLE "pages" DROP COLUMN "seo_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_intro";
  ALTER TABLE "_pages_v" DROP COLUMN "version_content";
  ALTER TABLE "_pages_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "landing_pages_blocks_hero" DROP COLUMN "heading";
  ALTER TABLE "landing_pages_blocks_hero" DROP COLUMN "text";
  ALTER TABLE "landing_pages_blocks_hero" DROP COLUMN "button_label";
  ALTER TABLE "landing_pages_blocks_service_list" DROP COLUMN "heading";
  ALTER TABLE "landing_pages_blocks_reviews" DROP COLUMN "heading";
  ALTER TABLE "landing_pages_blocks_plan_table" DROP COLUMN "heading";
  ALTER TABLE "landing_pages_blocks_plan_table" DROP COLUMN "text";
  ALTER TABLE "landing_pages_blocks_estimate_form" DROP COLUMN "heading";
  ALTER TABLE "landing_pages_blocks_estimate_form" DROP COLUMN "text";
  ALTER TABLE "landing_pages_blocks_faq_items" DROP COLUMN "question";
  ALTER TABLE "landing_pages_blocks_faq_items" DROP COLUMN "answer";
  ALTER TABLE "landing_pages_blocks_faq" DROP COLUMN "heading";
  ALTER TABLE "landing_pages_blocks_rich_text" DROP COLUMN "content";
  ALTER TABLE "landing_pages_blocks_call_to_action" DROP COLUMN "heading";
  ALTER TABLE "landing_pages_blocks_call_to_action" DROP COLUMN "text";
  ALTER TABLE "landing_pages_blocks_call_to_action" DROP COLUMN "button_label";
  ALTER TABLE "landing_pages" DROP COLUMN "title";
  ALTER TABLE "landing_pages" DROP COLUMN "seo_title";
  ALTER TABLE "landing_pages" DROP COLUMN "seo_description";
  ALTER TABLE "_landing_pages_v_blocks_hero" DROP COLUMN "heading";
  ALTER TABLE "_landing_pages_v_blocks_hero" DROP COLUMN "text";
  ALTER TABLE "_landing_pages_v_blocks_hero" DROP COLUMN "button_label";
  ALTER TABLE "_landing_pages_v_blocks_service_list" DROP COLUMN "heading";
  ALTER TABLE "_landing_pages_v_blocks_reviews" DROP COLUMN "heading";
  ALTER TABLE "_landing_pages_v_blocks_plan_table" DROP COLUMN "heading";
  ALTER TABLE "_landing_pages_v_blocks_plan_table" DROP COLUMN "text";
  ALTER TABLE "_landing_pages_v_blocks_estimate_form" DROP COLUMN "heading";
  ALTER TABLE "_landing_pages_v_blocks_estimate_form" DROP COLUMN "text";
  ALTER TABLE "_landing_pages_v_blocks_faq_items" DROP COLUMN "question";
  ALTER TABLE "_landing_pages_v_blocks_faq_items" DROP COLUMN "answer";
  ALTER TABLE "_landing_pages_v_blocks_faq" DROP COLUMN "heading";
  ALTER TABLE "_landing_pages_v_blocks_rich_text" DROP COLUMN "content";
  ALTER TABLE "_landing_pages_v_blocks_call_to_action" DROP COLUMN "heading";
  ALTER TABLE "_landing_pages_v_blocks_call_to_action" DROP COLUMN "text";
  ALTER TABLE "_landing_pages_v_blocks_call_to_action" DROP COLUMN "button_label";
  ALTER TABLE "_landing_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_landing_pages_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_landing_pages_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "reviews" DROP COLUMN "reply_text";
  ALTER TABLE "jobs" DROP COLUMN "title";
  ALTER TABLE "jobs" DROP COLUMN "pay_note";
  ALTER TABLE "jobs" DROP COLUMN "summary";
  ALTER TABLE "jobs" DROP COLUMN "body";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_title";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_pay_note";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_summary";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_body";
  ALTER TABLE "company_info" DROP COLUMN "service_area";
  ALTER TABLE "company_info" DROP COLUMN "tagline";
  ALTER TABLE "site_settings_trust_band_items" DROP COLUMN "title";
  ALTER TABLE "site_settings_trust_band_items" DROP COLUMN "detail";
  ALTER TABLE "site_settings" DROP COLUMN "banner_desktop";
  ALTER TABLE "site_settings" DROP COLUMN "banner_mobile";
  ALTER TABLE "site_settings" DROP COLUMN "text_consent_wording";
  ALTER TABLE "lead_emails" DROP COLUMN "estimate_customer_subject";
  ALTER TABLE "lead_emails" DROP COLUMN "estimate_customer_greeting";
  ALTER TABLE "lead_emails" DROP COLUMN "estimate_customer_closing";
  ALTER TABLE "lead_emails" DROP COLUMN "plan_signup_customer_subject";
  ALTER TABLE "lead_emails" DROP COLUMN "plan_signup_customer_greeting";
  ALTER TABLE "lead_emails" DROP COLUMN "plan_signup_customer_closing";
  ALTER TABLE "lead_emails" DROP COLUMN "community_signup_customer_subject";
  ALTER TABLE "lead_emails" DROP COLUMN "community_signup_customer_greeting";
  ALTER TABLE "lead_emails" DROP COLUMN "community_signup_customer_closing";
  ALTER TABLE "lead_emails" DROP COLUMN "career_application_customer_subject";
  ALTER TABLE "lead_emails" DROP COLUMN "career_application_customer_greeting";
  ALTER TABLE "lead_emails" DROP COLUMN "career_application_customer_closing";
  ALTER TABLE "lead_texts_templates" DROP COLUMN "body";
  ALTER TABLE "lead_texts" DROP COLUMN "customer_confirmation";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "locations" ADD COLUMN "headline" varchar;
  ALTER TABLE "locations" ADD COLUMN "intro" varchar;
  ALTER TABLE "locations" ADD COLUMN "about" jsonb;
  ALTER TABLE "locations" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "locations" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_locations_v" ADD COLUMN "version_headline" varchar;
  ALTER TABLE "_locations_v" ADD COLUMN "version_intro" varchar;
  ALTER TABLE "_locations_v" ADD COLUMN "version_about" jsonb;
  ALTER TABLE "_locations_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_locations_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "services_highlights" ADD COLUMN "text" varchar;
  ALTER TABLE "services_pricing_factors" ADD COLUMN "text" varchar;
  ALTER TABLE "services_local_notes" ADD COLUMN "text" varchar;
  ALTER TABLE "services_faqs" ADD COLUMN "question" varchar;
  ALTER TABLE "services_faqs" ADD COLUMN "answer" varchar;
  ALTER TABLE "services" ADD COLUMN "name" varchar;
  ALTER TABLE "services" ADD COLUMN "description" varchar;
  ALTER TABLE "services" ADD COLUMN "intro" varchar;
  ALTER TABLE "services" ADD COLUMN "pricing_unit" varchar;
  ALTER TABLE "services" ADD COLUMN "pricing_estimate_scope" varchar;
  ALTER TABLE "services" ADD COLUMN "body" jsonb;
  ALTER TABLE "services" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "services" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_services_v_version_highlights" ADD COLUMN "text" varchar;
  ALTER TABLE "_services_v_version_pricing_factors" ADD COLUMN "text" varchar;
  ALTER TABLE "_services_v_version_local_notes" ADD COLUMN "text" varchar;
  ALTER TABLE "_services_v_version_faqs" ADD COLUMN "question" varchar;
  ALTER TABLE "_services_v_version_faqs" ADD COLUMN "answer" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_intro" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_pricing_unit" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_pricing_estimate_scope" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "_services_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_services_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "plans_features" ADD COLUMN "text" varchar;
  ALTER TABLE "plans" ADD COLUMN "name" varchar;
  ALTER TABLE "plans" ADD COLUMN "description" varchar;
  ALTER TABLE "_plans_v_version_features" ADD COLUMN "text" varchar;
  ALTER TABLE "_plans_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_plans_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "community_programs_prices" ADD COLUMN "service" varchar;
  ALTER TABLE "community_programs_prices" ADD COLUMN "description" varchar;
  ALTER TABLE "community_programs" ADD COLUMN "name" varchar;
  ALTER TABLE "community_programs" ADD COLUMN "schedule" varchar;
  ALTER TABLE "community_programs" ADD COLUMN "terms" varchar;
  ALTER TABLE "_community_programs_v_version_prices" ADD COLUMN "service" varchar;
  ALTER TABLE "_community_programs_v_version_prices" ADD COLUMN "description" varchar;
  ALTER TABLE "_community_programs_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_community_programs_v" ADD COLUMN "version_schedule" varchar;
  ALTER TABLE "_community_programs_v" ADD COLUMN "version_terms" varchar;
  ALTER TABLE "industries" ADD COLUMN "name" varchar;
  ALTER TABLE "industries" ADD COLUMN "description" varchar;
  ALTER TABLE "_industries_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_industries_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "articles" ADD COLUMN "title" varchar;
  ALTER TABLE "articles" ADD COLUMN "excerpt" varchar;
  ALTER TABLE "articles" ADD COLUMN "content" jsonb;
  ALTER TABLE "articles" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "articles" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_excerpt" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "_articles_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages" ADD COLUMN "content" jsonb;
  ALTER TABLE "pages" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_intro" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "_pages_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "landing_pages_blocks_hero" ADD COLUMN "heading" varchar;
  ALTER TABLE "landing_pages_blocks_hero" ADD COLUMN "text" varchar;
  ALTER TABLE "landing_pages_blocks_hero" ADD COLUMN "button_label" varchar DEFAULT 'Get my free estimate';
  ALTER TABLE "landing_pages_blocks_service_list" ADD COLUMN "heading" varchar DEFAULT 'What we clean';
  ALTER TABLE "landing_pages_blocks_reviews" ADD COLUMN "heading" varchar DEFAULT 'What customers say';
  ALTER TABLE "landing_pages_blocks_plan_table" ADD COLUMN "heading" varchar DEFAULT 'Seasonal protection plans';
  ALTER TABLE "landing_pages_blocks_plan_table" ADD COLUMN "text" varchar;
  ALTER TABLE "landing_pages_blocks_estimate_form" ADD COLUMN "heading" varchar DEFAULT 'Get your free estimate';
  ALTER TABLE "landing_pages_blocks_estimate_form" ADD COLUMN "text" varchar;
  ALTER TABLE "landing_pages_blocks_faq_items" ADD COLUMN "question" varchar;
  ALTER TABLE "landing_pages_blocks_faq_items" ADD COLUMN "answer" varchar;
  ALTER TABLE "landing_pages_blocks_faq" ADD COLUMN "heading" varchar DEFAULT 'Frequently asked questions';
  ALTER TABLE "landing_pages_blocks_rich_text" ADD COLUMN "content" jsonb;
  ALTER TABLE "landing_pages_blocks_call_to_action" ADD COLUMN "heading" varchar;
  ALTER TABLE "landing_pages_blocks_call_to_action" ADD COLUMN "text" varchar;
  ALTER TABLE "landing_pages_blocks_call_to_action" ADD COLUMN "button_label" varchar DEFAULT 'Get my free estimate';
  ALTER TABLE "landing_pages" ADD COLUMN "title" varchar;
  ALTER TABLE "landing_pages" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "landing_pages" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_landing_pages_v_blocks_hero" ADD COLUMN "heading" varchar;
  ALTER TABLE "_landing_pages_v_blocks_hero" ADD COLUMN "text" varchar;
  ALTER TABLE "_landing_pages_v_blocks_hero" ADD COLUMN "button_label" varchar DEFAULT 'Get my free estimate';
  ALTER TABLE "_landing_pages_v_blocks_service_list" ADD COLUMN "heading" varchar DEFAULT 'What we clean';
  ALTER TABLE "_landing_pages_v_blocks_reviews" ADD COLUMN "heading" varchar DEFAULT 'What customers say';
  ALTER TABLE "_landing_pages_v_blocks_plan_table" ADD COLUMN "heading" varchar DEFAULT 'Seasonal protection plans';
  ALTER TABLE "_landing_pages_v_blocks_plan_table" ADD COLUMN "text" varchar;
  ALTER TABLE "_landing_pages_v_blocks_estimate_form" ADD COLUMN "heading" varchar DEFAULT 'Get your free estimate';
  ALTER TABLE "_landing_pages_v_blocks_estimate_form" ADD COLUMN "text" varchar;
  ALTER TABLE "_landing_pages_v_blocks_faq_items" ADD COLUMN "question" varchar;
  ALTER TABLE "_landing_pages_v_blocks_faq_items" ADD COLUMN "answer" varchar;
  ALTER TABLE "_landing_pages_v_blocks_faq" ADD COLUMN "heading" varchar DEFAULT 'Frequently asked questions';
  ALTER TABLE "_landing_pages_v_blocks_rich_text" ADD COLUMN "content" jsonb;
  ALTER TABLE "_landing_pages_v_blocks_call_to_action" ADD COLUMN "heading" varchar;
  ALTER TABLE "_landing_pages_v_blocks_call_to_action" ADD COLUMN "text" varchar;
  ALTER TABLE "_landing_pages_v_blocks_call_to_action" ADD COLUMN "button_label" varchar DEFAULT 'Get my free estimate';
  ALTER TABLE "_landing_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_landing_pages_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_landing_pages_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "reviews" ADD COLUMN "reply_text" varchar;
  ALTER TABLE "jobs" ADD COLUMN "title" varchar;
  ALTER TABLE "jobs" ADD COLUMN "pay_note" varchar;
  ALTER TABLE "jobs" ADD COLUMN "summary" varchar;
  ALTER TABLE "jobs" ADD COLUMN "body" jsonb;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_pay_note" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_summary" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "company_info" ADD COLUMN "service_area" varchar DEFAULT 'Serving Seattle Washington, Tri-Cities, Houston TX and the Greater Virginia, Maryland and DC Area';
  ALTER TABLE "company_info" ADD COLUMN "tagline" varchar;
  ALTER TABLE "site_settings_trust_band_items" ADD COLUMN "title" varchar;
  ALTER TABLE "site_settings_trust_band_items" ADD COLUMN "detail" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "banner_desktop" varchar DEFAULT 'PROFESSIONAL WINDOW WASHING & PRESSURE WASHING SERVICES IN WA, TX, VA, MD, and DC';
  ALTER TABLE "site_settings" ADD COLUMN "banner_mobile" varchar DEFAULT 'SERVING WA, TX, VA, MD, and DC';
  ALTER TABLE "site_settings" ADD COLUMN "text_consent_wording" varchar DEFAULT 'Text me about this request. Clearview Exterior Cleaning will send texts about your request (who will call, scheduling and replies to your messages), usually 1-5 per request. Consent is not a condition of purchase. Msg & data rates may apply. Reply STOP to opt out, HELP for help.';
  ALTER TABLE "lead_emails" ADD COLUMN "estimate_customer_subject" varchar DEFAULT 'Your estimate request {reference}';
  ALTER TABLE "lead_emails" ADD COLUMN "estimate_customer_greeting" varchar DEFAULT 'Hi {firstName},';
  ALTER TABLE "lead_emails" ADD COLUMN "estimate_customer_closing" varchar DEFAULT 'Thank you for thinking of us.';
  ALTER TABLE "lead_emails" ADD COLUMN "plan_signup_customer_subject" varchar DEFAULT 'Welcome to your protection plan {reference}';
  ALTER TABLE "lead_emails" ADD COLUMN "plan_signup_customer_greeting" varchar DEFAULT 'Hi {firstName},';
  ALTER TABLE "lead_emails" ADD COLUMN "plan_signup_customer_closing" varchar DEFAULT 'Thank you for trusting us with your home.';
  ALTER TABLE "lead_emails" ADD COLUMN "community_signup_customer_subject" varchar DEFAULT 'Your resident program signup {reference}';
  ALTER TABLE "lead_emails" ADD COLUMN "community_signup_customer_greeting" varchar DEFAULT 'Hi {firstName},';
  ALTER TABLE "lead_emails" ADD COLUMN "community_signup_customer_closing" varchar DEFAULT 'Thank you for signing up.';
  ALTER TABLE "lead_emails" ADD COLUMN "career_application_customer_subject" varchar DEFAULT 'Your application {reference}';
  ALTER TABLE "lead_emails" ADD COLUMN "career_application_customer_greeting" varchar DEFAULT 'Hi {firstName},';
  ALTER TABLE "lead_emails" ADD COLUMN "career_application_customer_closing" varchar DEFAULT 'Thank you for your interest in joining our crews.';
  ALTER TABLE "lead_texts_templates" ADD COLUMN "body" varchar;
  ALTER TABLE "lead_texts" ADD COLUMN "customer_confirmation" varchar DEFAULT 'Hi {firstName}, thanks for your request {reference}. {promise} Reply here with any question. Reply STOP to opt out.';
  UPDATE "locations" SET "headline" = l."headline", "intro" = l."intro", "about" = l."about", "seo_title" = l."seo_title", "seo_description" = l."seo_description" FROM "locations_locales" l WHERE l."_parent_id" = "locations"."id" AND l."_locale" = 'en';
  UPDATE "_locations_v" SET "version_headline" = l."version_headline", "version_intro" = l."version_intro", "version_about" = l."version_about", "version_seo_title" = l."version_seo_title", "version_seo_description" = l."version_seo_description" FROM "_locations_v_locales" l WHERE l."_parent_id" = "_locations_v"."id" AND l."_locale" = 'en';
  UPDATE "services_highlights" SET "text" = l."text" FROM "services_highlights_locales" l WHERE l."_parent_id" = "services_highlights"."id" AND l."_locale" = 'en';
  UPDATE "services_pricing_factors" SET "text" = l."text" FROM "services_pricing_factors_locales" l WHERE l."_parent_id" = "services_pricing_factors"."id" AND l."_locale" = 'en';
  UPDATE "services_local_notes" SET "text" = l."text" FROM "services_local_notes_locales" l WHERE l."_parent_id" = "services_local_notes"."id" AND l."_locale" = 'en';
  UPDATE "services_faqs" SET "question" = l."question", "answer" = l."answer" FROM "services_faqs_locales" l WHERE l."_parent_id" = "services_faqs"."id" AND l."_locale" = 'en';
  UPDATE "services" SET "name" = l."name", "description" = l."description", "intro" = l."intro", "pricing_unit" = l."pricing_unit", "pricing_estimate_scope" = l."pricing_estimate_scope", "body" = l."body", "seo_title" = l."seo_title", "seo_description" = l."seo_description" FROM "services_locales" l WHERE l."_parent_id" = "services"."id" AND l."_locale" = 'en';
  UPDATE "_services_v_version_highlights" SET "text" = l."text" FROM "_services_v_version_highlights_locales" l WHERE l."_parent_id" = "_services_v_version_highlights"."id" AND l."_locale" = 'en';
  UPDATE "_services_v_version_pricing_factors" SET "text" = l."text" FROM "_services_v_version_pricing_factors_locales" l WHERE l."_parent_id" = "_services_v_version_pricing_factors"."id" AND l."_locale" = 'en';
  UPDATE "_services_v_version_local_notes" SET "text" = l."text" FROM "_services_v_version_local_notes_locales" l WHERE l."_parent_id" = "_services_v_version_local_notes"."id" AND l."_locale" = 'en';
  UPDATE "_services_v_version_faqs" SET "question" = l."question", "answer" = l."answer" FROM "_services_v_version_faqs_locales" l WHERE l."_parent_id" = "_services_v_version_faqs"."id" AND l."_locale" = 'en';
  UPDATE "_services_v" SET "version_name" = l."version_name", "version_description" = l."version_description", "version_intro" = l."version_intro", "version_pricing_unit" = l."version_pricing_unit", "version_pricing_estimate_scope" = l."version_pricing_estimate_scope", "version_body" = l."version_body", "version_seo_title" = l."version_seo_title", "version_seo_description" = l."version_seo_description" FROM "_services_v_locales" l WHERE l."_parent_id" = "_services_v"."id" AND l."_locale" = 'en';
  UPDATE "plans_features" SET "text" = l."text" FROM "plans_features_locales" l WHERE l."_parent_id" = "plans_features"."id" AND l."_locale" = 'en';
  UPDATE "plans" SET "name" = l."name", "description" = l."description" FROM "plans_locales" l WHERE l."_parent_id" = "plans"."id" AND l."_locale" = 'en';
  UPDATE "_plans_v_version_features" SET "text" = l."text" FROM "_plans_v_version_features_locales" l WHERE l."_parent_id" = "_plans_v_version_features"."id" AND l."_locale" = 'en';
  UPDATE "_plans_v" SET "version_name" = l."version_name", "version_description" = l."version_description" FROM "_plans_v_locales" l WHERE l."_parent_id" = "_plans_v"."id" AND l."_locale" = 'en';
  UPDATE "community_programs_prices" SET "service" = l."service", "description" = l."description" FROM "community_programs_prices_locales" l WHERE l."_parent_id" = "community_programs_prices"."id" AND l."_locale" = 'en';
  UPDATE "community_programs" SET "name" = l."name", "schedule" = l."schedule", "terms" = l."terms" FROM "community_programs_locales" l WHERE l."_parent_id" = "community_programs"."id" AND l."_locale" = 'en';
  UPDATE "_community_programs_v_version_prices" SET "service" = l."service", "description" = l."description" FROM "_community_programs_v_version_prices_locales" l WHERE l."_parent_id" = "_community_programs_v_version_prices"."id" AND l."_locale" = 'en';
  UPDATE "_community_programs_v" SET "version_name" = l."version_name", "version_schedule" = l."version_schedule", "version_terms" = l."version_terms" FROM "_community_programs_v_locales" l WHERE l."_parent_id" = "_community_programs_v"."id" AND l."_locale" = 'en';
  UPDATE "industries" SET "name" = l."name", "description" = l."description" FROM "industries_locales" l WHERE l."_parent_id" = "industries"."id" AND l."_locale" = 'en';
  UPDATE "_industries_v" SET "version_name" = l."version_name", "version_description" = l."version_description" FROM "_industries_v_locales" l WHERE l."_parent_id" = "_industries_v"."id" AND l."_locale" = 'en';
  UPDATE "articles" SET "title" = l."title", "excerpt" = l."excerpt", "content" = l."content", "seo_title" = l."seo_title", "seo_description" = l."seo_description" FROM "articles_locales" l WHERE l."_parent_id" = "articles"."id" AND l."_locale" = 'en';
  UPDATE "_articles_v" SET "version_title" = l."version_title", "version_excerpt" = l."version_excerpt", "version_content" = l."version_content", "version_seo_title" = l."version_seo_title", "version_seo_description" = l."version_seo_description" FROM "_articles_v_locales" l WHERE l."_parent_id" = "_articles_v"."id" AND l."_locale" = 'en';
  UPDATE "pages" SET "title" = l."title", "intro" = l."intro", "content" = l."content", "seo_title" = l."seo_title", "seo_description" = l."seo_description" FROM "pages_locales" l WHERE l."_parent_id" = "pages"."id" AND l."_locale" = 'en';
  UPDATE "_pages_v" SET "version_title" = l."version_title", "version_intro" = l."version_intro", "version_content" = l."version_content", "version_seo_title" = l."version_seo_title", "version_seo_description" = l."version_seo_description" FROM "_pages_v_locales" l WHERE l."_parent_id" = "_pages_v"."id" AND l."_locale" = 'en';
  UPDATE "landing_pages_blocks_hero" SET "heading" = l."heading", "text" = l."text", "button_label" = l."button_label" FROM "landing_pages_blocks_hero_locales" l WHERE l."_parent_id" = "landing_pages_blocks_hero"."id" AND l."_locale" = 'en';
  UPDATE "landing_pages_blocks_service_list" SET "heading" = l."heading" FROM "landing_pages_blocks_service_list_locales" l WHERE l."_parent_id" = "landing_pages_blocks_service_list"."id" AND l."_locale" = 'en';
  UPDATE "landing_pages_blocks_reviews" SET "heading" = l."heading" FROM "landing_pages_blocks_reviews_locales" l WHERE l."_parent_id" = "landing_pages_blocks_reviews"."id" AND l."_locale" = 'en';
  UPDATE "landing_pages_blocks_plan_table" SET "heading" = l."heading", "text" = l."text" FROM "landing_pages_blocks_plan_table_locales" l WHERE l."_parent_id" = "landing_pages_blocks_plan_table"."id" AND l."_locale" = 'en';
  UPDATE "landing_pages_blocks_estimate_form" SET "heading" = l."heading", "text" = l."text" FROM "landing_pages_blocks_estimate_form_locales" l WHERE l."_parent_id" = "landing_pages_blocks_estimate_form"."id" AND l."_locale" = 'en';
  UPDATE "landing_pages_blocks_faq_items" SET "question" = l."question", "answer" = l."answer" FROM "landing_pages_blocks_faq_items_locales" l WHERE l."_parent_id" = "landing_pages_blocks_faq_items"."id" AND l."_locale" = 'en';
  UPDATE "landing_pages_blocks_faq" SET "heading" = l."heading" FROM "landing_pages_blocks_faq_locales" l WHERE l."_parent_id" = "landing_pages_blocks_faq"."id" AND l."_locale" = 'en';
  UPDATE "landing_pages_blocks_rich_text" SET "content" = l."content" FROM "landing_pages_blocks_rich_text_locales" l WHERE l."_parent_id" = "landing_pages_blocks_rich_text"."id" AND l."_locale" = 'en';
  UPDATE "landing_pages_blocks_call_to_action" SET "heading" = l."heading", "text" = l."text", "button_label" = l."button_label" FROM "landing_pages_blocks_call_to_action_locales" l WHERE l."_parent_id" = "landing_pages_blocks_call_to_action"."id" AND l."_locale" = 'en';
  UPDATE "landing_pages" SET "title" = l."title", "seo_title" = l."seo_title", "seo_description" = l."seo_description" FROM "landing_pages_locales" l WHERE l."_parent_id" = "landing_pages"."id" AND l."_locale" = 'en';
  UPDATE "_landing_pages_v_blocks_hero" SET "heading" = l."heading", "text" = l."text", "button_label" = l."button_label" FROM "_landing_pages_v_blocks_hero_locales" l WHERE l."_parent_id" = "_landing_pages_v_blocks_hero"."id" AND l."_locale" = 'en';
  UPDATE "_landing_pages_v_blocks_service_list" SET "heading" = l."heading" FROM "_landing_pages_v_blocks_service_list_locales" l WHERE l."_parent_id" = "_landing_pages_v_blocks_service_list"."id" AND l."_locale" = 'en';
  UPDATE "_landing_pages_v_blocks_reviews" SET "heading" = l."heading" FROM "_landing_pages_v_blocks_reviews_locales" l WHERE l."_parent_id" = "_landing_pages_v_blocks_reviews"."id" AND l."_locale" = 'en';
  UPDATE "_landing_pages_v_blocks_plan_table" SET "heading" = l."heading", "text" = l."text" FROM "_landing_pages_v_blocks_plan_table_locales" l WHERE l."_parent_id" = "_landing_pages_v_blocks_plan_table"."id" AND l."_locale" = 'en';
  UPDATE "_landing_pages_v_blocks_estimate_form" SET "heading" = l."heading", "text" = l."text" FROM "_landing_pages_v_blocks_estimate_form_locales" l WHERE l."_parent_id" = "_landing_pages_v_blocks_estimate_form"."id" AND l."_locale" = 'en';
  UPDATE "_landing_pages_v_blocks_faq_items" SET "question" = l."question", "answer" = l."answer" FROM "_landing_pages_v_blocks_faq_items_locales" l WHERE l."_parent_id" = "_landing_pages_v_blocks_faq_items"."id" AND l."_locale" = 'en';
  UPDATE "_landing_pages_v_blocks_faq" SET "heading" = l."heading" FROM "_landing_pages_v_blocks_faq_locales" l WHERE l."_parent_id" = "_landing_pages_v_blocks_faq"."id" AND l."_locale" = 'en';
  UPDATE "_landing_pages_v_blocks_rich_text" SET "content" = l."content" FROM "_landing_pages_v_blocks_rich_text_locales" l WHERE l."_parent_id" = "_landing_pages_v_blocks_rich_text"."id" AND l."_locale" = 'en';
  UPDATE "_landing_pages_v_blocks_call_to_action" SET "heading" = l."heading", "text" = l."text", "button_label" = l."button_label" FROM "_landing_pages_v_blocks_call_to_action_locales" l WHERE l."_parent_id" = "_landing_pages_v_blocks_call_to_action"."id" AND l."_locale" = 'en';
  UPDATE "_landing_pages_v" SET "version_title" = l."version_title", "version_seo_title" = l."version_seo_title", "version_seo_description" = l."version_seo_description" FROM "_landing_pages_v_locales" l WHERE l."_parent_id" = "_landing_pages_v"."id" AND l."_locale" = 'en';
  UPDATE "reviews" SET "reply_text" = l."reply_text" FROM "reviews_locales" l WHERE l."_parent_id" = "reviews"."id" AND l."_locale" = 'en';
  UPDATE "jobs" SET "title" = l."title", "pay_note" = l."pay_note", "summary" = l."summary", "body" = l."body" FROM "jobs_locales" l WHERE l."_parent_id" = "jobs"."id" AND l."_locale" = 'en';
  UPDATE "_jobs_v" SET "version_title" = l."version_title", "version_pay_note" = l."version_pay_note", "version_summary" = l."version_summary", "version_body" = l."version_body" FROM "_jobs_v_locales" l WHERE l."_parent_id" = "_jobs_v"."id" AND l."_locale" = 'en';
  UPDATE "company_info" SET "service_area" = l."service_area", "tagline" = l."tagline" FROM "company_info_locales" l WHERE l."_parent_id" = "company_info"."id" AND l."_locale" = 'en';
  UPDATE "site_settings_trust_band_items" SET "title" = l."title", "detail" = l."detail" FROM "site_settings_trust_band_items_locales" l WHERE l."_parent_id" = "site_settings_trust_band_items"."id" AND l."_locale" = 'en';
  UPDATE "site_settings" SET "banner_desktop" = l."banner_desktop", "banner_mobile" = l."banner_mobile", "text_consent_wording" = l."text_consent_wording" FROM "site_settings_locales" l WHERE l."_parent_id" = "site_settings"."id" AND l."_locale" = 'en';
  UPDATE "lead_emails" SET "estimate_customer_subject" = l."estimate_customer_subject", "estimate_customer_greeting" = l."estimate_customer_greeting", "estimate_customer_closing" = l."estimate_customer_closing", "plan_signup_customer_subject" = l."plan_signup_customer_subject", "plan_signup_customer_greeting" = l."plan_signup_customer_greeting", "plan_signup_customer_closing" = l."plan_signup_customer_closing", "community_signup_customer_subject" = l."community_signup_customer_subject", "community_signup_customer_greeting" = l."community_signup_customer_greeting", "community_signup_customer_closing" = l."community_signup_customer_closing", "career_application_customer_subject" = l."career_application_customer_subject", "career_application_customer_greeting" = l."career_application_customer_greeting", "career_application_customer_closing" = l."career_application_customer_closing" FROM "lead_emails_locales" l WHERE l."_parent_id" = "lead_emails"."id" AND l."_locale" = 'en';
  UPDATE "lead_texts_templates" SET "body" = l."body" FROM "lead_texts_templates_locales" l WHERE l."_parent_id" = "lead_texts_templates"."id" AND l."_locale" = 'en';
  UPDATE "lead_texts" SET "customer_confirmation" = l."customer_confirmation" FROM "lead_texts_locales" l WHERE l."_parent_id" = "lead_texts"."id" AND l."_locale" = 'en';
  ALTER TABLE "company_info" ALTER COLUMN "service_area" SET NOT NULL;
  ALTER TABLE "site_settings_trust_band_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "banner_desktop" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "banner_mobile" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "text_consent_wording" SET NOT NULL;
  ALTER TABLE "lead_emails" ALTER COLUMN "estimate_customer_subject" SET NOT NULL;
  ALTER TABLE "lead_emails" ALTER COLUMN "estimate_customer_greeting" SET NOT NULL;
  ALTER TABLE "lead_emails" ALTER COLUMN "estimate_customer_closing" SET NOT NULL;
  ALTER TABLE "lead_emails" ALTER COLUMN "plan_signup_customer_subject" SET NOT NULL;
  ALTER TABLE "lead_emails" ALTER COLUMN "plan_signup_customer_greeting" SET NOT NULL;
  ALTER TABLE "lead_emails" ALTER COLUMN "plan_signup_customer_closing" SET NOT NULL;
  ALTER TABLE "lead_emails" ALTER COLUMN "community_signup_customer_subject" SET NOT NULL;
  ALTER TABLE "lead_emails" ALTER COLUMN "community_signup_customer_greeting" SET NOT NULL;
  ALTER TABLE "lead_emails" ALTER COLUMN "community_signup_customer_closing" SET NOT NULL;
  ALTER TABLE "lead_emails" ALTER COLUMN "career_application_customer_subject" SET NOT NULL;
  ALTER TABLE "lead_emails" ALTER COLUMN "career_application_customer_greeting" SET NOT NULL;
  ALTER TABLE "lead_emails" ALTER COLUMN "career_application_customer_closing" SET NOT NULL;
  ALTER TABLE "lead_texts_templates" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "lead_texts" ALTER COLUMN "customer_confirmation" SET NOT NULL;

   ALTER TABLE "locations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_pricing_factors_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_local_notes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_faqs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_pricing_factors_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_local_notes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_version_faqs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_services_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "plans_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_plans_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_plans_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_programs_prices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community_programs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_community_programs_v_version_prices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_community_programs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "industries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_industries_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_service_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_reviews_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_plan_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_estimate_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_service_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_reviews_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_plan_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_estimate_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_info_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_trust_band_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_emails_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_texts_templates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_texts_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "locations_locales" CASCADE;
  DROP TABLE "_locations_v_locales" CASCADE;
  DROP TABLE "services_highlights_locales" CASCADE;
  DROP TABLE "services_pricing_factors_locales" CASCADE;
  DROP TABLE "services_local_notes_locales" CASCADE;
  DROP TABLE "services_faqs_locales" CASCADE;
  DROP TABLE "services_locales" CASCADE;
  DROP TABLE "_services_v_version_highlights_locales" CASCADE;
  DROP TABLE "_services_v_version_pricing_factors_locales" CASCADE;
  DROP TABLE "_services_v_version_local_notes_locales" CASCADE;
  DROP TABLE "_services_v_version_faqs_locales" CASCADE;
  DROP TABLE "_services_v_locales" CASCADE;
  DROP TABLE "plans_features_locales" CASCADE;
  DROP TABLE "plans_locales" CASCADE;
  DROP TABLE "_plans_v_version_features_locales" CASCADE;
  DROP TABLE "_plans_v_locales" CASCADE;
  DROP TABLE "community_programs_prices_locales" CASCADE;
  DROP TABLE "community_programs_locales" CASCADE;
  DROP TABLE "_community_programs_v_version_prices_locales" CASCADE;
  DROP TABLE "_community_programs_v_locales" CASCADE;
  DROP TABLE "industries_locales" CASCADE;
  DROP TABLE "_industries_v_locales" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "landing_pages_blocks_hero_locales" CASCADE;
  DROP TABLE "landing_pages_blocks_service_list_locales" CASCADE;
  DROP TABLE "landing_pages_blocks_reviews_locales" CASCADE;
  DROP TABLE "landing_pages_blocks_plan_table_locales" CASCADE;
  DROP TABLE "landing_pages_blocks_estimate_form_locales" CASCADE;
  DROP TABLE "landing_pages_blocks_faq_items_locales" CASCADE;
  DROP TABLE "landing_pages_blocks_faq_locales" CASCADE;
  DROP TABLE "landing_pages_blocks_rich_text_locales" CASCADE;
  DROP TABLE "landing_pages_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "landing_pages_locales" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_service_list_locales" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_reviews_locales" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_plan_table_locales" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_estimate_form_locales" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_landing_pages_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_landing_pages_v_locales" CASCADE;
  DROP TABLE "reviews_locales" CASCADE;
  DROP TABLE "jobs_locales" CASCADE;
  DROP TABLE "_jobs_v_locales" CASCADE;
  DROP TABLE "company_info_locales" CASCADE;
  DROP TABLE "site_settings_trust_band_items_locales" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "lead_emails_locales" CASCADE;
  DROP TABLE "lead_texts_templates_locales" CASCADE;
  DROP TABLE "lead_texts_locales" CASCADE;
  DROP INDEX "locations_spanish_missing_idx";
  DROP INDEX "_locations_v_version_version_spanish_missing_idx";
  DROP INDEX "_locations_v_snapshot_idx";
  DROP INDEX "_locations_v_published_locale_idx";
  DROP INDEX "services_spanish_missing_idx";
  DROP INDEX "_services_v_version_version_spanish_missing_idx";
  DROP INDEX "_services_v_snapshot_idx";
  DROP INDEX "_services_v_published_locale_idx";
  DROP INDEX "plans_spanish_missing_idx";
  DROP INDEX "_plans_v_version_version_spanish_missing_idx";
  DROP INDEX "_plans_v_snapshot_idx";
  DROP INDEX "_plans_v_published_locale_idx";
  DROP INDEX "community_programs_spanish_missing_idx";
  DROP INDEX "_community_programs_v_version_version_spanish_missing_idx";
  DROP INDEX "_community_programs_v_snapshot_idx";
  DROP INDEX "_community_programs_v_published_locale_idx";
  DROP INDEX "industries_spanish_missing_idx";
  DROP INDEX "_industries_v_version_version_spanish_missing_idx";
  DROP INDEX "_industries_v_snapshot_idx";
  DROP INDEX "_industries_v_published_locale_idx";
  DROP INDEX "articles_spanish_missing_idx";
  DROP INDEX "_articles_v_version_version_spanish_missing_idx";
  DROP INDEX "_articles_v_snapshot_idx";
  DROP INDEX "_articles_v_published_locale_idx";
  DROP INDEX "pages_spanish_missing_idx";
  DROP INDEX "_pages_v_version_version_spanish_missing_idx";
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  DROP INDEX "landing_pages_spanish_missing_idx";
  DROP INDEX "_landing_pages_v_version_version_spanish_missing_idx";
  DROP INDEX "_landing_pages_v_snapshot_idx";
  DROP INDEX "_landing_pages_v_published_locale_idx";
  DROP INDEX "reviews_spanish_missing_idx";
  DROP INDEX "jobs_spanish_missing_idx";
  DROP INDEX "_jobs_v_version_version_spanish_missing_idx";
  DROP INDEX "_jobs_v_snapshot_idx";
  DROP INDEX "_jobs_v_published_locale_idx";
  DROP INDEX "company_info_spanish_missing_idx";
  DROP INDEX "site_settings_spanish_missing_idx";
  DROP INDEX "lead_emails_spanish_missing_idx";
  DROP INDEX "lead_texts_spanish_missing_idx";
  ALTER TABLE "locations" DROP COLUMN "spanish_missing";
  ALTER TABLE "locations" DROP COLUMN "spanish_missing_fields";
  ALTER TABLE "_locations_v" DROP COLUMN "version_spanish_missing";
  ALTER TABLE "_locations_v" DROP COLUMN "version_spanish_missing_fields";
  ALTER TABLE "_locations_v" DROP COLUMN "snapshot";
  ALTER TABLE "_locations_v" DROP COLUMN "published_locale";
  ALTER TABLE "services" DROP COLUMN "spanish_missing";
  ALTER TABLE "services" DROP COLUMN "spanish_missing_fields";
  ALTER TABLE "_services_v" DROP COLUMN "version_spanish_missing";
  ALTER TABLE "_services_v" DROP COLUMN "version_spanish_missing_fields";
  ALTER TABLE "_services_v" DROP COLUMN "snapshot";
  ALTER TABLE "_services_v" DROP COLUMN "published_locale";
  ALTER TABLE "plans" DROP COLUMN "spanish_missing";
  ALTER TABLE "plans" DROP COLUMN "spanish_missing_fields";
  ALTER TABLE "_plans_v" DROP COLUMN "version_spanish_missing";
  ALTER TABLE "_plans_v" DROP COLUMN "version_spanish_missing_fields";
  ALTER TABLE "_plans_v" DROP COLUMN "snapshot";
  ALTER TABLE "_plans_v" DROP COLUMN "published_locale";
  ALTER TABLE "community_programs" DROP COLUMN "spanish_missing";
  ALTER TABLE "community_programs" DROP COLUMN "spanish_missing_fields";
  ALTER TABLE "_community_programs_v" DROP COLUMN "version_spanish_missing";
  ALTER TABLE "_community_programs_v" DROP COLUMN "version_spanish_missing_fields";
  ALTER TABLE "_community_programs_v" DROP COLUMN "snapshot";
  ALTER TABLE "_community_programs_v" DROP COLUMN "published_locale";
  ALTER TABLE "industries" DROP COLUMN "spanish_missing";
  ALTER TABLE "industries" DROP COLUMN "spanish_missing_fields";
  ALTER TABLE "_industries_v" DROP COLUMN "version_spanish_missing";
  ALTER TABLE "_industries_v" DROP COLUMN "version_spanish_missing_fields";
  ALTER TABLE "_industries_v" DROP COLUMN "snapshot";
  ALTER TABLE "_industries_v" DROP COLUMN "published_locale";
  ALTER TABLE "articles" DROP COLUMN "spanish_missing";
  ALTER TABLE "articles" DROP COLUMN "spanish_missing_fields";
  ALTER TABLE "_articles_v" DROP COLUMN "version_spanish_missing";
  ALTER TABLE "_articles_v" DROP COLUMN "version_spanish_missing_fields";
  ALTER TABLE "_articles_v" DROP COLUMN "snapshot";
  ALTER TABLE "_articles_v" DROP COLUMN "published_locale";
  ALTER TABLE "pages" DROP COLUMN "spanish_missing";
  ALTER TABLE "pages" DROP COLUMN "spanish_missing_fields";
  ALTER TABLE "_pages_v" DROP COLUMN "version_spanish_missing";
  ALTER TABLE "_pages_v" DROP COLUMN "version_spanish_missing_fields";
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "landing_pages" DROP COLUMN "spanish_missing";
  ALTER TABLE "landing_pages" DROP COLUMN "spanish_missing_fields";
  ALTER TABLE "_landing_pages_v" DROP COLUMN "version_spanish_missing";
  ALTER TABLE "_landing_pages_v" DROP COLUMN "version_spanish_missing_fields";
  ALTER TABLE "_landing_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_landing_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "reviews" DROP COLUMN "spanish_missing";
  ALTER TABLE "reviews" DROP COLUMN "spanish_missing_fields";
  ALTER TABLE "jobs" DROP COLUMN "spanish_missing";
  ALTER TABLE "jobs" DROP COLUMN "spanish_missing_fields";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_spanish_missing";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_spanish_missing_fields";
  ALTER TABLE "_jobs_v" DROP COLUMN "snapshot";
  ALTER TABLE "_jobs_v" DROP COLUMN "published_locale";
  ALTER TABLE "company_info" DROP COLUMN "spanish_missing";
  ALTER TABLE "company_info" DROP COLUMN "spanish_missing_fields";
  ALTER TABLE "site_settings" DROP COLUMN "spanish_missing";
  ALTER TABLE "site_settings" DROP COLUMN "spanish_missing_fields";
  ALTER TABLE "lead_emails" DROP COLUMN "spanish_missing";
  ALTER TABLE "lead_emails" DROP COLUMN "spanish_missing_fields";
  ALTER TABLE "lead_texts" DROP COLUMN "spanish_missing";
  ALTER TABLE "lead_texts" DROP COLUMN "spanish_missing_fields";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__locations_v_published_locale";
  DROP TYPE "public"."enum__services_v_published_locale";
  DROP TYPE "public"."enum__plans_v_published_locale";
  DROP TYPE "public"."enum__community_programs_v_published_locale";
  DROP TYPE "public"."enum__industries_v_published_locale";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum__landing_pages_v_published_locale";
  DROP TYPE "public"."enum__jobs_v_published_locale";`)
}
