import { z } from 'zod'
import { VISIT_KINDS } from './facts'

/** A window chosen by its start, as the page got it (an ISO 8601 instant). */
const startsAt = z.iso.datetime({ offset: true, error: 'Please choose one of the times offered.' })

export const bookWindowSchema = z.strictObject({ startsAt })
export type BookWindow = z.output<typeof bookWindowSchema>

/** Staff schedule a visit of a kind for a lead (a job may name the accepted quote it does). */
export const scheduleVisitSchema = z.strictObject({
  kind: z.enum(VISIT_KINDS, { error: 'Choose an estimate visit or a job.' }),
  startsAt,
  quote: z.number().int().positive().optional(),
})
export type ScheduleVisit = z.output<typeof scheduleVisitSchema>
