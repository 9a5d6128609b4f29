import { z } from 'zod'
import { LEAD_KIND_FACTS, type LeadKind, type LeadKindFacts } from './kinds/registry'
import { DEFAULT_LANGUAGE, type Language } from '../schemas/language'

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

/** How each language says who calls and when: "Dana from our Seattle WA team", "by 8:05 am tomorrow". */
const PROMISE_PARTS: Record<
  Language,
  {
    intl: string
    team: (label: string | null) => string
    member: (name: string, team: string) => string
    within: (minutes: number) => string
    by: (time: string, day: 'today' | 'tomorrow' | string) => string
    soon: string
  }
> = {
  en: {
    intl: 'en-US',
    team: (label) => (label ? `our ${label} team` : 'our team'),
    member: (name, team) => `${name} from ${team}`,
    within: (minutes) => `within ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
    by: (time, day) => `by ${time} ${day}`,
    soon: 'soon',
  },
  es: {
    intl: 'es-US',
    team: (label) => (label ? `nuestro equipo de ${label}` : 'nuestro equipo'),
    member: (name, team) => `${name}, de ${team},`,
    within: (minutes) => `en menos de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`,
    by: (time, day) =>
      `antes de ${time.startsWith('1:') ? 'la' : 'las'} ${time} ${day === 'today' ? 'de hoy' : day === 'tomorrow' ? 'de mañana' : `del ${day}`}`,
    soon: 'pronto',
  },
}

/** "by 8:05 am tomorrow", "by 7:00 am today", "by 8:00 am Monday": `dueAt` as the visitor's office says it. */
function dueWhen(dueAt: Date, timeZone: string, now: Date, language: Language): string {
  const parts = PROMISE_PARTS[language]
  const time = new Intl.DateTimeFormat(parts.intl, { hour: 'numeric', minute: '2-digit', timeZone })
    .format(dueAt)
    .toLowerCase()
  const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone }).format(date)
  if (day(dueAt) === day(now)) return parts.by(time, 'today')
  if (day(dueAt) === day(new Date(now.getTime() + ONE_DAY))) return parts.by(time, 'tomorrow')
  return parts.by(time, new Intl.DateTimeFormat(parts.intl, { weekday: 'long', timeZone }).format(dueAt))
}

/**
 * The sentence the visitor is given about their first contact, from the lead's routing: "Dana from our
 * Seattle team will call you within 5 minutes." during hours, "Our Seattle team will call you by 8:05 am
 * tomorrow." outside them, a neutral "…will call you soon." when nobody could be given it. A kind with its
 * own answering team (the hiring team) says its own sentence; a kind without a promise, nothing.
 */
export function leadPromise(
  kind: LeadKind,
  routing: LeadRouting | null,
  now = new Date(),
  language: Language = DEFAULT_LANGUAGE,
): string {
  const facts: LeadKindFacts = LEAD_KIND_FACTS[kind]
  if (!facts.promise) return ''
  const promise = facts.promise[language]
  if (facts.answeredBy) return promise(facts.answeredBy[language], '')
  const parts = PROMISE_PARTS[language]
  const team = parts.team(routing?.team ?? null)
  const who = routing?.assignee ? parts.member(routing.assignee, team) : team.charAt(0).toUpperCase() + team.slice(1)
  const when =
    routing?.assignee && routing.withinMinutes
      ? parts.within(routing.withinMinutes)
      : routing?.dueAt && routing.timeZone
        ? dueWhen(new Date(routing.dueAt), routing.timeZone, now, language)
        : parts.soon
  return promise(who, when)
}
