import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { addWorkingMinutes, isOpenAt } from '@ecs/shared/hours'
import { inTransaction, queryInTransaction, sidePool, type Pool } from '../../utilities/database'
import { DEFAULT_LANGUAGE, type Language } from '@ecs/shared/schemas'
import type { LocationRouting } from './location-working-hours'

/** Where a new lead goes: its owner (null: nobody), whether it came outside hours, when its first contact is due. */
export interface Assignment {
  ownerId: number | null
  ownerName: string | null
  arrivedOutsideHours: boolean
  firstContactDueAt: string | null
}

interface TeamMember {
  id: number
  name: string | null
  onDuty: boolean | null
  /** The languages they speak with customers; none said: the default language only. */
  languages: Language[]
}

function speaks(member: TeamMember, language: Language): boolean {
  return member.languages.length === 0 ? language === DEFAULT_LANGUAGE : member.languages.includes(language)
}

/**
 * The next on-duty member of the location's team after the one who got its last lead, in the team's
 * order (the first on duty when nobody got one yet or that member left the team): the next who speaks
 * the lead's language, or the next of all when nobody on duty does.
 */
function nextInTurn(team: TeamMember[], lastId: number | null, language: Language): TeamMember | undefined {
  const after = team.findIndex((member) => member.id === lastId) + 1
  const onDuty = [...team.slice(after), ...team.slice(0, after)].filter((member) => member.onDuty !== false)
  return onDuty.find((member) => speaks(member, language)) ?? onDuty[0]
}

/**
 * Gives a new lead to its location's team in turn (those who speak its language first). The turn is
 * taken in a short transaction of its own (takeTurn), not in the lead's: a turn row locked until the lead
 * commits made every lead of a location wait for the one before it, and a burst of fifty estimates timed
 * out at the lead's 3 s budget (the replicas test, during office hours). A lead that fails after taking its
 * turn leaves that turn spent: the next lead goes to the member after. Concurrent leads, on one CMS or
 * several, still take turns one after the other and never get the same member twice in a row by a race.
 * Outside office hours nobody is given it and it is flagged; its first contact is due the location's
 * target in working minutes after it arrived (counted from the next opening when closed).
 */
export async function assignNewLead(
  req: PayloadRequest,
  location: LocationRouting,
  language: Language,
  now: Date,
): Promise<Assignment> {
  const due = addWorkingMinutes(location.working, now, location.targetMinutes)
  const firstContactDueAt = due ? due.toISOString() : null
  if (!isOpenAt(location.working, now))
    return { ownerId: null, ownerName: null, arrivedOutsideHours: true, firstContactDueAt }
  const team = await queryInTransaction<TeamMember>(
    req,
    sql`SELECT u.id, coalesce(u.name, u.email) AS name, u.on_duty AS "onDuty",
        array(SELECT l.value::text FROM users_languages l WHERE l.parent_id = u.id ORDER BY l."order") AS languages
      FROM locations_rels r JOIN users u ON u.id = r.users_id
      WHERE r.parent_id = ${location.id} AND r.path = 'team' ORDER BY r."order"`,
  )
  const member = await takeTurn(sidePool(req.payload), location.id, (lastId) => nextInTurn(team, lastId, language))
  return { ownerId: member?.id ?? null, ownerName: member?.name ?? null, arrivedOutsideHours: false, firstContactDueAt }
}

/**
 * The location's next turn, committed at once: its row locked only while `choose` picks the member after
 * the last one and the row records them (nobody chosen: the turn stays where it was).
 */
async function takeTurn(
  pool: Pool,
  locationId: number,
  choose: (lastId: number | null) => TeamMember | undefined,
): Promise<TeamMember | undefined> {
  return inTransaction(pool, async (client) => {
    await client.query(
      'INSERT INTO lead_routing_turns (location_id) VALUES ($1) ON CONFLICT (location_id) DO NOTHING',
      [locationId],
    )
    const { rows } = await client.query<{ lastId: number | null }>(
      'SELECT last_assignee_id AS "lastId" FROM lead_routing_turns WHERE location_id = $1 FOR UPDATE',
      [locationId],
    )
    const member = choose(rows[0]?.lastId ?? null)
    if (member)
      await client.query('UPDATE lead_routing_turns SET last_assignee_id = $1 WHERE location_id = $2', [
        member.id,
        locationId,
      ])
    return member
  })
}
