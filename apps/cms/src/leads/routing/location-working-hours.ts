import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { readHours, type WorkingHours } from '@ecs/shared/hours'
import { queryInTransaction } from '../../utilities/database'
import { locationLabelSql } from '../../utilities/location-label-sql'

/** What routing and the first-contact clock read of a location. */
export interface LocationRouting {
  id: number
  label: string
  working: WorkingHours
  targetMinutes: number
  managerId: number | null
}

/** A location's office hours (as published), zone, first-contact target and manager; undefined when there is no such location. */
export async function locationRouting(req: PayloadRequest, locationId: number): Promise<LocationRouting | undefined> {
  const [row] = await queryInTransaction<{
    label: string
    hours: string | null
    timeZone: string
    targetMinutes: number
    managerId: number | null
  }>(
    req,
    sql`SELECT ${sql.raw(locationLabelSql('locations.id'))} AS label, hours, time_zone AS "timeZone", first_contact_target_minutes::int AS "targetMinutes",
      manager_id AS "managerId" FROM locations WHERE id = ${locationId}`,
  )
  if (!row) return undefined
  return {
    id: locationId,
    label: row.label,
    working: { hours: readHours(row.hours ?? '').hours, timeZone: row.timeZone },
    targetMinutes: row.targetMinutes,
    managerId: row.managerId,
  }
}
