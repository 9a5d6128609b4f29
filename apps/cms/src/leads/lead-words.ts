import { leadPromise, type LeadKind, type LeadRouting } from '@ecs/shared/leads'
import type { Language } from '@ecs/shared/schemas'

/** What staff may write in braces in a lead's email and text words; each is filled in per lead. */
const LEAD_PLACEHOLDERS = {
  firstName: "the visitor's first name",
  name: "the visitor's full name",
  reference: 'the reference number, e.g. EST-1A2B3C4D',
  location: 'the location, e.g. DMV Area (the company name when the lead names none)',
  promise:
    'who will answer and when, e.g. "Dana from our Seattle WA team will call you within 5 minutes." (empty for a review)',
} as const
export type LeadPlaceholder = keyof typeof LEAD_PLACEHOLDERS

const PLACEHOLDER = /\{([^{}]*)\}/g

/** Fills each {placeholder} with its value. */
export function fillWords(text: string, values: Record<LeadPlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as LeadPlaceholder] : whole,
  )
}

/** The field check for staff's words: every {placeholder} must be one the emails and texts fill. */
export function checkPlaceholders(value: unknown): true | string {
  if (typeof value !== 'string') return true
  const unknown = [...value.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !Object.hasOwn(LEAD_PLACEHOLDERS, name))
  if (unknown.length === 0) return true
  return `Unknown placeholder {${unknown[0]}}: use ${Object.keys(LEAD_PLACEHOLDERS)
    .map((name) => `{${name}}`)
    .join(', ')}.`
}

/** The placeholders and what each stands for, in one line for the words' forms in the CMS. */
export const PLACEHOLDER_HELP = Object.entries(LEAD_PLACEHOLDERS)
  .map(([name, meaning]) => `{${name}} ${meaning}`)
  .join('; ')

/** What a lead's words are filled with, from the desk's facts about it. */
export function placeholderValues(lead: {
  kind: LeadKind
  firstName: string | null | undefined
  name: string | null
  reference: string
  locationLabel: string | null | undefined
  companyName: string
  /** Who will answer and when, as the thank-you page said it. */
  routing: LeadRouting | null
  /** The lead's language: the promise is said in it. */
  language: Language
}): Record<LeadPlaceholder, string> {
  return {
    firstName: lead.firstName || lead.name?.split(' ')[0] || 'there',
    name: lead.name || 'a visitor',
    reference: lead.reference,
    location: lead.locationLabel || lead.companyName,
    promise: leadPromise(lead.kind, lead.routing, new Date(), lead.language),
  }
}
