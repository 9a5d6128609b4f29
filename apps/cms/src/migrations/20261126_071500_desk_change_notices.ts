import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand (nothing here is a Payload field): the live desk's one source of changes. A trigger
 * on `desk_leads` (filed, changed, erased) and on `lead_events` (an entry on a lead's timeline: a note,
 * an email sent) notifies the channel `desk_changed` (DESK_CHANGED_CHANNEL in @ecs/shared/leads) with
 * the lead's id and what happened, and nothing else: no name, no contact. Postgres sends it when, and
 * only if, the transaction commits, to every connection listening, so every site replica hears every
 * change whoever wrote it (a lead form through any CMS replica, the desk, a job, the seed, an admin).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "desk_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_TABLE_NAME = 'lead_events' THEN
      PERFORM pg_notify('desk_changed', json_build_object('lead', NEW.lead_id, 'change', 'updated')::text);
    ELSIF TG_OP = 'INSERT' THEN
      PERFORM pg_notify('desk_changed', json_build_object('lead', NEW.id, 'change', 'created')::text);
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM pg_notify('desk_changed', json_build_object('lead', NEW.id, 'change', 'updated')::text);
    ELSE
      PERFORM pg_notify('desk_changed', json_build_object('lead', OLD.id, 'change', 'deleted')::text);
    END IF;
    RETURN NULL;
  END $$;
  DROP TRIGGER IF EXISTS "desk_leads_changed" ON "desk_leads";
  CREATE TRIGGER "desk_leads_changed" AFTER INSERT OR UPDATE OR DELETE ON "desk_leads"
    FOR EACH ROW EXECUTE FUNCTION "desk_changed_notify"();
  DROP TRIGGER IF EXISTS "lead_events_added" ON "lead_events";
  CREATE TRIGGER "lead_events_added" AFTER INSERT ON "lead_events"
    FOR EACH ROW EXECUTE FUNCTION "desk_changed_notify"();
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "lead_events_added" ON "lead_events";
  DROP TRIGGER IF EXISTS "desk_leads_changed" ON "desk_leads";
  DROP FUNCTION IF EXISTS "desk_changed_notify"();
  `)
}
