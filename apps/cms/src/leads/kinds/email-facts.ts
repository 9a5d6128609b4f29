import type { LeadKind, LeadRouting } from '@ecs/shared/leads'
import { PREFERRED_CONTACT_METHOD_LABELS, PREFERRED_CONTACT_TIME_LABELS, type Language } from '@ecs/shared/schemas'

/** A lead's document as the email task loads it: depth 1, so `location` is the location document. */
export interface LeadForEmail {
  id: number | string
  contact?: {
    firstName?: string | null
    email?: string | null
    preferredContactMethod?: string | null
    preferredTime?: string | null
  } | null
  location?:
    | {
        name?: string | null
        label?: string | null
        slug?: string | null
        email?: string | null
        phone?: string | null
      }
    | number
    | null
  [field: string]: unknown
}

/**
 * What a kind's emails say that its document only names: what was asked in the visitor's language (a
 * role's title, services' names), and for a resident signup its program's own words and phone.
 */
export interface LookedUp {
  asked?: string | null
  /** The program's words under the confirmation's heading. */
  said?: string | null
  /** The number the confirmation gives in place of the location's (the program's line). */
  phone?: string | null
}

/** Everything one lead's emails say, gathered by the email task. */
export interface LeadEmailFacts {
  kind: LeadKind
  lead: LeadForEmail
  /** The lead's work item on the desk: its page, reference and the inbox's one-line summaries. */
  desk: {
    id: number
    reference: string
    name: string | null
    email: string | null
    phone: string | null
    address: string | null
    asked: string | null
  }
  company: { name: string; phone: string; email: string }
  /** Who will call and when, as the thank-you page said it (null: nobody calls back this kind). */
  routing: LeadRouting | null
  words: EmailWords
  siteUrl: string
  /** What the kind looked up for its emails beyond the document (a job application's role title). */
  lookedUp: LookedUp | null
  /** The language of the page the lead came from: the visitor's confirmation is written in it. */
  language: Language
}

/** "Label: value" lines; a line without a value is left out. */
export type FactLines = readonly (readonly [string, string | null | undefined])[]

/** What the visitor's confirmation shows of what they sent, and a page worth keeping. */
export interface SentFacts {
  heading: string
  /** Words of the kind's own under the heading (a resident program's confirmation). */
  said?: string | null
  rows: FactLines
  link?: { href: string; label: string }
}

export function locationOf(lead: LeadForEmail) {
  return typeof lead.location === 'object' && lead.location !== null ? lead.location : undefined
}

export function labelOf<Key extends string>(labels: Record<Key, string>, value: unknown): string | undefined {
  return typeof value === 'string' && value in labels ? labels[value as Key] : undefined
}

/** The contact preferences' labels as a Spanish confirmation says them (staff read the shared English ones). */
const SPANISH_CONTACT_LABELS = {
  method: { phone: 'Teléfono', email: 'Correo electrónico', text: 'Mensaje de texto' },
  time: { morning: 'Por la mañana', afternoon: 'Por la tarde', evening: 'Por la noche', any: 'A cualquier hora' },
} satisfies {
  method: Record<keyof typeof PREFERRED_CONTACT_METHOD_LABELS, string>
  time: Record<keyof typeof PREFERRED_CONTACT_TIME_LABELS, string>
}

/** How the visitor asked to be reached, e.g. "Phone, mornings", in the language asked for. */
export function reachBy(lead: LeadForEmail, language: Language = 'en'): string | undefined {
  const labels =
    language === 'es'
      ? SPANISH_CONTACT_LABELS
      : { method: PREFERRED_CONTACT_METHOD_LABELS, time: PREFERRED_CONTACT_TIME_LABELS }
  const method = labelOf(labels.method, lead.contact?.preferredContactMethod)
  const time = labelOf(labels.time, lead.contact?.preferredTime)
  return [method, time?.toLowerCase()].filter(Boolean).join(', ') || undefined
}

/** The words of one kind's emails that marketing edits in the CMS (the facts around them come from the lead). */
export interface EmailWords {
  staffSubject: string
  /** Absent for a kind whose form asks for no email address (a review): nobody to confirm to. */
  customer?: { subject: string; greeting: string; closing: string }
}
