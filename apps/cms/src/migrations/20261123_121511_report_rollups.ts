import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand (nothing here is a Payload field): what the campaign reports need so that none of
 * them joins a lead to its session or scans sessions at report time (decisions 009 and 010).
 *
 * - `attribution_landing_path(url)`: the campaign landing page (/lp/{slug}) of a landing URL, or NULL;
 *   the one definition the rollup, the desk's copies and today's rows share.
 * - The daily rollup gains `landing_page`, so the "By landing page" report sums rollup rows. Days
 *   already rolled up are rolled up again here from their sessions (the backfill), in the rollup's lock.
 * - Each desk lead carries a copy of its session's first touch (`session_day`, source, medium,
 *   campaign, click id flag, landing page), so revenue by campaign and by landing page reads
 *   `desk_leads` alone. Triggers keep the copy exact whoever writes: a desk lead gets it when it is
 *   filed or its session id changes; a session recorded after its lead (a late session), changed or
 *   deleted by an admin touches its leads, which copies again (or clears the copy). Existing leads
 *   are touched here (the backfill).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  SELECT pg_advisory_xact_lock(hashtext('attribution_daily_rollup'));

  CREATE OR REPLACE FUNCTION "attribution_landing_path"("url" text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN substring("url" from '^[a-z]+://[^/?#]+(/lp/[^/?#]+)');

  ALTER TABLE "attribution_daily" ADD COLUMN "landing_page" varchar;
  DROP INDEX IF EXISTS "attribution_daily_key_idx";
  DELETE FROM "attribution_daily";
  INSERT INTO "attribution_daily" ("day", "utm_source", "utm_medium", "utm_campaign", "has_click_id", "landing_page", "sessions")
  SELECT (a."created_at" AT TIME ZONE 'UTC')::date, a."utm_source", a."utm_medium", a."utm_campaign",
    (a."gclid" IS NOT NULL OR a."gbraid" IS NOT NULL OR a."wbraid" IS NOT NULL), "attribution_landing_path"(a."landing_page"), count(*)::int
  FROM "attribution" a
  WHERE (a."created_at" AT TIME ZONE 'UTC')::date IN (SELECT "day" FROM "attribution_rollup_days")
  GROUP BY 1, 2, 3, 4, 5, 6;
  CREATE UNIQUE INDEX "attribution_daily_key_idx" ON "attribution_daily" ("day", "utm_source", "utm_medium", "utm_campaign", "has_click_id", "landing_page") NULLS NOT DISTINCT;
  CREATE INDEX "attribution_daily_landing_idx" ON "attribution_daily" ("day") INCLUDE ("landing_page", "utm_source", "utm_medium", "utm_campaign", "has_click_id", "sessions") WHERE "landing_page" IS NOT NULL;

  ALTER TABLE "desk_leads"
    ADD COLUMN "session_day" date,
    ADD COLUMN "session_source" varchar,
    ADD COLUMN "session_medium" varchar,
    ADD COLUMN "session_campaign" varchar,
    ADD COLUMN "session_has_click_id" boolean,
    ADD COLUMN "session_landing_page" varchar;

  CREATE FUNCTION "desk_lead_copy_session"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- No session row leaves every copied column NULL: such a lead counts nowhere, as in a join.
    SELECT (a."created_at" AT TIME ZONE 'UTC')::date, a."utm_source", a."utm_medium", a."utm_campaign",
      (a."gclid" IS NOT NULL OR a."gbraid" IS NOT NULL OR a."wbraid" IS NOT NULL), "attribution_landing_path"(a."landing_page")
    INTO NEW."session_day", NEW."session_source", NEW."session_medium", NEW."session_campaign",
      NEW."session_has_click_id", NEW."session_landing_page"
    FROM "attribution" a WHERE a."session_id" = NEW."attribution_session_id";
    RETURN NEW;
  END $$;
  CREATE TRIGGER "desk_leads_copy_session" BEFORE INSERT OR UPDATE OF "attribution_session_id" ON "desk_leads"
    FOR EACH ROW EXECUTE FUNCTION "desk_lead_copy_session"();

  CREATE FUNCTION "attribution_touch_desk_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN
      UPDATE "desk_leads" SET "attribution_session_id" = "attribution_session_id" WHERE "attribution_session_id" = OLD."session_id";
    END IF;
    IF TG_OP <> 'DELETE' THEN
      UPDATE "desk_leads" SET "attribution_session_id" = "attribution_session_id" WHERE "attribution_session_id" = NEW."session_id";
    END IF;
    RETURN NULL;
  END $$;
  -- A visitor's later visits only write the last touch: no column listed here, so they fire nothing.
  CREATE TRIGGER "attribution_touch_desk_leads"
    AFTER INSERT OR DELETE OR UPDATE OF "session_id", "created_at", "utm_source", "utm_medium", "utm_campaign", "gclid", "gbraid", "wbraid", "landing_page"
    ON "attribution" FOR EACH ROW EXECUTE FUNCTION "attribution_touch_desk_leads"();

  UPDATE "desk_leads" SET "attribution_session_id" = "attribution_session_id" WHERE "attribution_session_id" IS NOT NULL;
  CREATE INDEX "desk_leads_session_day_idx" ON "desk_leads" ("session_day")
    INCLUDE ("attribution_session_id", "kind", "status", "value", "session_source", "session_medium", "session_campaign", "session_has_click_id", "session_landing_page")
    WHERE "session_day" IS NOT NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  SELECT pg_advisory_xact_lock(hashtext('attribution_daily_rollup'));
  DROP TRIGGER IF EXISTS "attribution_touch_desk_leads" ON "attribution";
  DROP FUNCTION IF EXISTS "attribution_touch_desk_leads"();
  DROP TRIGGER IF EXISTS "desk_leads_copy_session" ON "desk_leads";
  DROP FUNCTION IF EXISTS "desk_lead_copy_session"();
  DROP INDEX IF EXISTS "desk_leads_session_day_idx";
  ALTER TABLE "desk_leads"
    DROP COLUMN IF EXISTS "session_day",
    DROP COLUMN IF EXISTS "session_source",
    DROP COLUMN IF EXISTS "session_medium",
    DROP COLUMN IF EXISTS "session_campaign",
    DROP COLUMN IF EXISTS "session_has_click_id",
    DROP COLUMN IF EXISTS "session_landing_page";

  DROP INDEX IF EXISTS "attribution_daily_landing_idx";
  DROP INDEX IF EXISTS "attribution_daily_key_idx";
  -- Without the landing page a day has several rows per key: the next report rolls every day up again.
  DELETE FROM "attribution_daily";
  DELETE FROM "attribution_rollup_days";
  ALTER TABLE "attribution_daily" DROP COLUMN IF EXISTS "landing_page";
  CREATE UNIQUE INDEX "attribution_daily_key_idx" ON "attribution_daily" ("day", "utm_source", "utm_medium", "utm_campaign", "has_click_id") NULLS NOT DISTINCT;
  DROP FUNCTION IF EXISTS "attribution_landing_path"(text);
  `)
}
