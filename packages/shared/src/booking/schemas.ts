import { z } from 'zod'
import { LOCATION_SLUGS } from '../catalog'
import { CALENDAR_VIEWS, VISIT_KINDS } from './facts'

/** A window chosen by its start, as the page got it (an ISO 8601 instant). */
const startsAt = z.iso.datetime({ offset: true, error: 'Please choose one of the times offered.' })

export const bookWindowSchema = z.strictObject({ startsAt })
export type BookWindow = z.output<typeof bookWindowSchema>

const kind = z.enum(VISIT_KINDS, { error: 'Choose an estimate visit or a job.' })
const quote = z.coerce.number().int().positive({ error: 'quote must be the id of one of the lead’s quotes.' })

/** Staff schedule a visit of a kind for a lead (a job may name the accepted quote it does). */
export const scheduleVisitSchema = z.strictObject({ kind, startsAt, quote: quote.optional() })
export type ScheduleVisit = z.output<typeof scheduleVisitSchema>

/** The free windows staff may schedule a lead's visit of a kind in (a job's length from its quote, if named). */
export const leadWindowsQuerySchema = z.strictObject({ kind, quote: quote.optional() })
export type LeadWindowsQuery = z.output<typeof leadWindowsQuerySchema>

/** A calendar day as the office writes it, checked to be a real one. */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a day (YYYY-MM-DD).')
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'date must be a real day.')

/** The staff calendar: which location, which view and the day it shows (today in the office's zone when not given). */
export const calendarQuerySchema = z.strictObject({
  location: z.enum(LOCATION_SLUGS, { error: 'location must be one of our locations.' }).optional(),
  view: z.enum(CALENDAR_VIEWS, { error: 'view must be week or day.' }).optional(),
  date: calendarDate.optional(),
})
export type CalendarQuery = z.output<typeof calendarQuerySchema>
