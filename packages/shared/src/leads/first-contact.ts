import { z } from 'zod'
import { LEAD_KIND_FACTS, type LeadKind, type LeadKindFacts } from './kinds/registry'

/** How a lead was first contacted: a call, text or email staff sent, or its move to "contacted". */
export const FIRST_CONTACT_CHANNELS = ['call', 'text', 'email', 'status'] as const
export type FirstContactChannel = (typeof FIRST_CONTACT_CHANNELS)[number]

export const FIRST_CONTACT_LABELS: Record<FirstContactChannel, string> = {
  call: 'Call',
  text: 'Text',
  email: 'Email',
  status: 'Marked contacted',
}

/** A first contact this fast (working minutes) counts as fast in the speed report's conversion figures. */
export const FAST_CONTACT_MINUTES = 5

/** What staff log from the lead page: a call made, or an email sent from their own mailbox. */
export const LOGGED_CONTACT_CHANNELS = ['call', 'email'] as const satisfies readonly FirstContactChannel[]

/**
 * Who a new lead went to and when the visitor may expect the first contact: what the intake answers
 * and the confirmation email reads, so both say the same sentence (leadPromise).
 */
export const leadRoutingSchema = z.object({
  /** The location's short name ("Seattle"); null when the lead has no location. */
  team: z.string().nullable(),
  /** The first name of the staff member the lead was given to; null when nobody was. */
  assignee: z.string().nullable(),
  /** During office hours: the location's first-contact target, in minutes. */
  withinMinutes: z.number().int().positive().nullable(),
  /** Outside office hours: when the first contact is due (the next opening plus the target). */
  dueAt: z.iso.datetime({ offset: true }).nullable(),
  /** The location's time zone, to say `dueAt` in. */
  timeZone: z.string().nullable(),
})
export type LeadRouting = z.infer<typeof leadRoutingSchema>

const ONE_DAY = 24 * 60 * 60 * 1000

/** "8:05 am tomorrow", "7:00 am today", "8:00 am Monday": `dueAt` as the visitor's office says it. */
function dueWhen(dueAt: Date, timeZone: string, now: Date): string {
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone })
    .format(dueAt)
    .toLowerCase()
  const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone }).format(date)
  if (day(dueAt) === day(now)) return `by ${time} today`
  if (day(dueAt) === day(new Date(now.getTime() + ONE_DAY))) return `by ${time} tomorrow`
  return `by ${time} ${new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }).format(dueAt)}`
}

/**
 * The sentence the visitor is given about their first contact, from the lead's routing: "Dana from our
 * Seattle team will call you within 5 minutes." during hours, "Our Seattle team will call you by 8:05 am
 * tomorrow." outside them, a neutral "…will call you soon." when nobody could be given it. A kind with its
 * own answering team (the hiring team) says its own sentence; a kind without a promise, nothing.
 */
export function leadPromise(kind: LeadKind, routing: LeadRouting | null, now = new Date()): string {
  const facts: LeadKindFacts = LEAD_KIND_FACTS[kind]
  if (!facts.promise) return ''
  if (facts.answeredBy) return facts.promise(facts.answeredBy, '')
  const team = routing?.team ? `our ${routing.team} team` : 'our team'
  const who = routing?.assignee ? `${routing.assignee} from ${team}` : team.charAt(0).toUpperCase() + team.slice(1)
  const when =
    routing?.assignee && routing.withinMinutes
      ? `within ${routing.withinMinutes} ${routing.withinMinutes === 1 ? 'minute' : 'minutes'}`
      : routing?.dueAt && routing.timeZone
        ? dueWhen(new Date(routing.dueAt), routing.timeZone, now)
        : 'soon'
  return facts.promise(who, when)
}
