import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand, after lead_desk (which creates desk_leads and lead_events):
 *
 * - Search: pg_trgm (shipped with PostgreSQL, also the embedded one) and one generated column holding
 *   what staff search by (reference, name, email, phone digits, address), with a trigram index, so
 *   "contains" searches stay index lookups at 100,000 leads. A generated column is defined once, here,
 *   and can never drift from the row; Payload neither reads nor writes it. The phone's last ten digits
 *   get their own column and index for "other leads from the same phone".
 * - Every lead stored before the desk existed gets its desk lead (status and notes from the stash the
 *   previous migration kept), with "received" and its notes on the timeline, then the stash goes.
 *   Job applications move onto the hiring pipeline (won -> hired, lost -> not hired, quoted -> contacted).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  ALTER TABLE "desk_leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(
    coalesce("reference", '') || ' ' || coalesce("name", '') || ' ' || coalesce("email", '') || ' ' ||
    regexp_replace(coalesce("phone", ''), '\\D', '', 'g') || ' ' || coalesce("address", '')
  )) STORED;
  ALTER TABLE "desk_leads" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (
    nullif(right(regexp_replace(coalesce("phone", ''), '\\D', '', 'g'), 10), '')
  ) STORED;
  CREATE INDEX "desk_leads_search_trgm_idx" ON "desk_leads" USING gin ("search_text" gin_trgm_ops);
  CREATE INDEX "desk_leads_phone_digits_idx" ON "desk_leads" ("phone_digits");

  INSERT INTO "desk_leads" ("kind", "document_id", "reference", "location_id", "name", "email", "phone", "address", "asked",
    "attribution_session_id", "status", "version", "last_activity_at", "closed_at", "created_at", "updated_at")
  SELECT 'estimate'::"enum_desk_leads_kind", e.id, 'EST-' || upper(left(replace(e.idempotency_key, '-', ''), 8)), e.location_id,
    e.contact_first_name || ' ' || e.contact_last_name, lower(e.contact_email), e.contact_phone,
    e.address_street || coalesce(' ' || e.address_unit, '') || ', ' || e.address_city || ', ' || e.address_state || ' ' || e.address_zip,
    initcap(e.service_type::text) || ': ' || coalesce((SELECT string_agg(initcap(replace(s.value::text, '-', ' ')), ', ' ORDER BY s."order")
      FROM "estimate_requests_services" s WHERE s.parent_id = e.id), ''),
    e.attribution_session_id, coalesce(st.status, 'new')::"enum_desk_leads_status", 1, e.updated_at,
    CASE WHEN st.status IN ('won', 'lost') THEN e.updated_at END, e.created_at, e.updated_at
  FROM "estimate_requests" e LEFT JOIN "lead_desk_stash" st ON st.kind = 'estimate' AND st.document_id = e.id
  UNION ALL
  SELECT 'plan-signup'::"enum_desk_leads_kind", p.id, 'PLN-' || upper(left(replace(p.idempotency_key, '-', ''), 8)), p.location_id,
    p.contact_first_name || ' ' || p.contact_last_name, lower(p.contact_email), p.contact_phone,
    p.address_street || coalesce(' ' || p.address_unit, '') || ', ' || p.address_city || ', ' || p.address_state || ' ' || p.address_zip,
    initcap(p.plan_id::text) || ' plan, ' || p.home_size::text || ' home, $' || to_char(p.price, 'FM999990.00') || coalesce(' ' || p.frequency, ''),
    p.attribution_session_id, coalesce(st.status, 'new')::"enum_desk_leads_status", 1, p.updated_at,
    CASE WHEN st.status IN ('won', 'lost') THEN p.updated_at END, p.created_at, p.updated_at
  FROM "plan_signups" p LEFT JOIN "lead_desk_stash" st ON st.kind = 'plan-signup' AND st.document_id = p.id
  UNION ALL
  SELECT 'career-application'::"enum_desk_leads_kind", c.id, 'APP-' || upper(left(replace(c.idempotency_key, '-', ''), 8)), c.location_id,
    c.contact_first_name || ' ' || c.contact_last_name, lower(c.contact_email), c.contact_phone, NULL,
    initcap(replace(c.role, '-', ' ')) || ', ' || c.availability::text,
    c.attribution_session_id,
    (CASE coalesce(st.status, 'new') WHEN 'won' THEN 'hired' WHEN 'lost' THEN 'not-hired' WHEN 'quoted' THEN 'contacted'
      ELSE coalesce(st.status, 'new') END)::"enum_desk_leads_status", 1, c.updated_at,
    CASE WHEN st.status IN ('won', 'lost') THEN c.updated_at END, c.created_at, c.updated_at
  FROM "career_applications" c LEFT JOIN "lead_desk_stash" st ON st.kind = 'career-application' AND st.document_id = c.id
  UNION ALL
  SELECT 'review'::"enum_desk_leads_kind", r.id, 'REV-' || coalesce(upper(left(replace(r.idempotency_key, '-', ''), 8)), r.id::text), r.location_id,
    r.author, NULL, NULL, NULL, r.rating::text || '/5: ' || left(r.text, 160), r.attribution_session_id,
    r.status::text::"enum_desk_leads_status", 1, r.updated_at,
    CASE WHEN r.status::text <> 'pending' THEN r.updated_at END, r.created_at, r.updated_at
  FROM "reviews" r;

  INSERT INTO "lead_events" ("lead_id", "type", "created_at", "updated_at")
  SELECT id, 'received', created_at, created_at FROM "desk_leads";
  INSERT INTO "lead_events" ("lead_id", "type", "text", "created_at", "updated_at")
  SELECT d.id, 'note', st.notes, st.updated_at, st.updated_at
  FROM "lead_desk_stash" st JOIN "desk_leads" d ON d.kind::text = st.kind AND d.document_id = st.document_id
  WHERE coalesce(btrim(st.notes), '') <> '';

  DROP TABLE "lead_desk_stash";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "lead_events";
  DELETE FROM "desk_leads";
  DROP INDEX IF EXISTS "desk_leads_phone_digits_idx";
  DROP INDEX IF EXISTS "desk_leads_search_trgm_idx";
  ALTER TABLE "desk_leads" DROP COLUMN IF EXISTS "phone_digits";
  ALTER TABLE "desk_leads" DROP COLUMN IF EXISTS "search_text";
  `)
}
