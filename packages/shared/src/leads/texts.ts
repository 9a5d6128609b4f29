import { z } from 'zod'

/**
 * What a lead form says beside its unticked "text me" box, until marketing words it otherwise: who texts,
 * about what, how often, that rates may apply and how to stop or get help, as US carriers require.
 */
export const DEFAULT_TEXT_CONSENT_WORDING =
  'Text me about this request. Clearview Exterior Cleaning will send texts about your request ' +
  '(who will call, scheduling and replies to your messages), usually 1-5 per request. Consent is not a ' +
  'condition of purchase. Msg & data rates may apply. Reply STOP to opt out, HELP for help.'

/** The longest text staff may send: ten SMS segments, so one message is never split past what phones join. */
export const MAX_TEXT_LENGTH = 1530

/** A text staff send from a lead's page. */
export const leadTextSchema = z.strictObject({
  body: z
    .string({ error: 'Please write the text.' })
    .trim()
    .min(1, 'Please write the text.')
    .max(MAX_TEXT_LENGTH, `A text can be at most ${MAX_TEXT_LENGTH} characters.`),
})

export type LeadText = z.output<typeof leadTextSchema>
