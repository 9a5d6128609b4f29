import { z } from 'zod'
import { LOCATION_SLUGS } from '../catalog'

const sessionId = z.uuid({ error: 'sessionId must be a UUID.' })

/** POST /api/calls/numbers: the numbers to show a visit on a page of `location` (null: no location's page). */
export const shownNumbersRequestSchema = z.strictObject({
  sessionId,
  location: z.enum(LOCATION_SLUGS, { error: 'location must be a location slug or null.' }).nullable(),
})
export type ShownNumbersRequest = z.output<typeof shownNumbersRequestSchema>

/**
 * What the visit is shown instead of each location's own number, keyed by that number in E.164
 * ("+15095550100": "(509) 555-0142"). Empty when no tracking number fits: the page keeps its numbers.
 */
export const shownNumbersSchema = z.object({ numbers: z.record(z.string(), z.string()) })
export type ShownNumbers = z.output<typeof shownNumbersSchema>

export const TAP_KINDS = ['call', 'text'] as const
export type TapKind = (typeof TAP_KINDS)[number]

/** POST /api/calls/taps: a tap on a tel: or sms: link, with the visit it belongs to and nothing else. */
export const tapSchema = z.strictObject({
  sessionId,
  kind: z.enum(TAP_KINDS, { error: 'kind must be call or text.' }),
})
export type Tap = z.output<typeof tapSchema>
