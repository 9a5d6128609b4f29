import { z } from 'zod'
import { sitePathField, uuidField } from './fields'
import { languageField } from './language'

/** The honeypot input's name: hidden from people, filled in by form-filling bots. */
export const HONEYPOT_FIELD = 'company_website'

/**
 * A person typing needs longer than this to fill in any of our forms; a form sent sooner was filled in
 * by the browser (autofill, a returning visitor's saved answers) or by a program. Such a lead is stored
 * like any other and the desk is told how fast it came (quickSendMs): only the honeypot drops a lead.
 */
export const MIN_FILL_TIME_MS = 3000

/**
 * Fields every lead carries besides what the visitor typed. The honeypot is accepted whatever it
 * holds: rejecting it would tell a bot what gave it away, so the server drops such leads silently.
 */
export const leadMetaShape = {
  attributionSessionId: uuidField('The visit id is not valid.').optional(),
  sourcePage: sitePathField,
  /** One key per form fill: a retried submit with the same key is the same lead. */
  idempotencyKey: uuidField('This form is missing its submission key. Please reload the page and try again.'),
  // Anything but text is not what the hidden input sends, so it counts as filled; never String()ed,
  // which throws on `{"toString": 1}` and overflows the stack on a deeply nested array.
  [HONEYPOT_FIELD]: z
    .unknown()
    .optional()
    .transform((value) =>
      value === undefined || value === null ? '' : typeof value === 'string' ? value : 'not text',
    ),
  /** The language of the page the form was on (absent: English). */
  language: languageField,
  /** When the form was first shown, in epoch milliseconds of the visitor's clock. */
  startedAt: z
    .int({ error: 'Please reload the page and try again.' })
    .positive('Please reload the page and try again.'),
}

type LeadMetaSchema = z.ZodObject<typeof leadMetaShape>

/** The meta fields as a form sends them. */
export type LeadMetaInput = z.input<LeadMetaSchema>
/** The meta fields as the server reads them (the honeypot always text). */
export type LeadMeta = z.output<LeadMetaSchema>

/** The names of the meta fields: everything of a lead that is not the visitor's answer. */
export const LEAD_META_FIELDS = Object.keys(leadMetaShape) as (keyof typeof leadMetaShape)[]

/**
 * Whether a submission is a bot's, dropped silently: the honeypot, which people never see, has text. Speed
 * alone is not enough: a visitor whose browser fills in a short form sends it in a second or two.
 */
export function isLikelyBot(lead: Pick<LeadMeta, 'company_website'>): boolean {
  return lead.company_website.trim() !== ''
}

/**
 * How many milliseconds after the form opened it was sent, when sooner than a person types it
 * (MIN_FILL_TIME_MS); null otherwise. The start time comes from the visitor's clock, so a start "in the
 * future" (a clock running ahead) says nothing and answers null.
 */
export function quickSendMs(lead: Pick<LeadMeta, 'startedAt'>, nowMs: number): number | null {
  const elapsed = nowMs - lead.startedAt
  return elapsed >= 0 && elapsed < MIN_FILL_TIME_MS ? elapsed : null
}
