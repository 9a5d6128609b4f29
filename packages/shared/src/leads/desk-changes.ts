import { z } from 'zod'

/**
 * The Postgres channel the lead tables' triggers notify on commit (the migration
 * `desk_change_notices`): every site replica listens and passes each change to its open desks.
 */
export const DESK_CHANGED_CHANNEL = 'desk_changed'

/** The site's event stream of desk changes, for signed-in staff (Server-Sent Events). */
export const DESK_EVENTS_PATH = '/__staff/desk-events'

/**
 * One change on the desk: which lead, and whether it was filed, changed (its working fields or its
 * timeline) or erased. Ids only: what a desk shows of the lead it reads through the desk's endpoints,
 * which check the reader's role on every request.
 */
const deskChangeSchema = z.object({
  lead: z.number().int().positive(),
  change: z.enum(['created', 'updated', 'deleted']),
})
export type DeskChange = z.infer<typeof deskChangeSchema>

/** The change a notice or an event names, or undefined for anything else. */
export function parseDeskChange(text: string): DeskChange | undefined {
  try {
    return deskChangeSchema.safeParse(JSON.parse(text)).data
  } catch {
    return undefined
  }
}
