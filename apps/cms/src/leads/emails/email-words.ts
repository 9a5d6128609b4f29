import type { LeadKind } from '@ecs/shared/leads'

/** What marketing may write in braces in an email's words; each is filled in per lead. */
export const EMAIL_PLACEHOLDERS = {
  firstName: "the visitor's first name",
  name: "the visitor's full name",
  reference: 'the reference number, e.g. EST-1A2B3C4D',
  location: 'the location, e.g. DMV Area (the company name when the lead names none)',
} as const
export type EmailPlaceholder = keyof typeof EMAIL_PLACEHOLDERS

/** The words of one kind's emails that marketing edits in the CMS (the facts around them come from the lead). */
export interface EmailWords {
  staffSubject: string
  /** Absent for a kind whose form asks for no email address (a review): nobody to confirm to. */
  customer?: { subject: string; greeting: string; closing: string }
}

/** The global's group for each kind (a field name holds no hyphen). */
export const WORDS_GROUP = {
  estimate: 'estimate',
  'plan-signup': 'planSignup',
  'community-signup': 'communitySignup',
  'career-application': 'careerApplication',
  review: 'review',
} as const satisfies Record<LeadKind, string>

/** The words until marketing changes them: the global's defaults, and what a missing row reads as. */
export const DEFAULT_WORDS: Record<LeadKind, EmailWords> = {
  estimate: {
    staffSubject: 'New estimate request: {name}, {location}',
    customer: {
      subject: 'Your estimate request {reference}',
      greeting: 'Hi {firstName},',
      closing: 'Thank you for thinking of us.',
    },
  },
  'plan-signup': {
    staffSubject: 'New protection-plan signup: {name}, {location}',
    customer: {
      subject: 'Welcome to your protection plan {reference}',
      greeting: 'Hi {firstName},',
      closing: 'Thank you for trusting us with your home.',
    },
  },
  'community-signup': {
    staffSubject: 'New resident signup: {name}, {location}',
    customer: {
      subject: 'Your resident program signup {reference}',
      greeting: 'Hi {firstName},',
      closing: 'Thank you for signing up.',
    },
  },
  'career-application': {
    staffSubject: 'New job application: {name} {reference}',
    customer: {
      subject: 'Your application {reference}',
      greeting: 'Hi {firstName},',
      closing: 'Thank you for your interest in joining our crews.',
    },
  },
  review: { staffSubject: 'New review waiting for approval: {name}, {location}' },
}

const PLACEHOLDER = /\{([^{}]*)\}/g

/** Fills each {placeholder} with its value. */
export function fillWords(text: string, values: Record<EmailPlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as EmailPlaceholder] : whole,
  )
}

/** The field check for marketing's words: every {placeholder} must be one the emails fill. */
export function checkPlaceholders(value: unknown): true | string {
  if (typeof value !== 'string') return true
  const unknown = [...value.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !Object.hasOwn(EMAIL_PLACEHOLDERS, name))
  if (unknown.length === 0) return true
  return `Unknown placeholder {${unknown[0]}}: use ${Object.keys(EMAIL_PLACEHOLDERS)
    .map((name) => `{${name}}`)
    .join(', ')}.`
}
