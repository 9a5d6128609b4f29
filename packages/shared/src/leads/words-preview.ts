import { z } from 'zod'
import { LANGUAGES } from '../schemas/language'
import { LEAD_KINDS } from './kinds/registry'

/** Who a lead's email goes to: the location's inbox (the staff alert) or the visitor (the confirmation). */
export const EMAIL_AUDIENCES = ['team', 'customer'] as const

/** One line of marketing's words, as the lead-emails global keeps it (checked for placeholders by the CMS). */
const line = z.string().trim().min(1, 'Write something here, or leave the saved words.').max(200)

/**
 * A lead email to show or send as a test: a made-up lead of the kind, in the language, with the words
 * being edited (unsaved) where given and the saved words elsewhere.
 */
export const leadEmailSampleSchema = z.strictObject({
  kind: z.enum(LEAD_KINDS),
  audience: z.enum(EMAIL_AUDIENCES),
  language: z.enum(LANGUAGES),
  words: z
    .strictObject({
      staffSubject: line.optional(),
      customer: z.strictObject({ subject: line, greeting: line, closing: line }).partial().optional(),
    })
    .optional(),
})
export type LeadEmailSample = z.infer<typeof leadEmailSampleSchema>

/** A lead email as it would be sent. */
export interface LeadEmailPreview {
  to: string
  subject: string
  html: string
  text: string
}

/** One line of the texts' words (480 characters: three text segments, as the lead-texts global allows). */
const textLine = z.string().trim().min(1, 'Write something here, or leave the saved words.').max(480)

/**
 * A lead text to show or send as a test: the instant text to the visitor, or the new-lead alert to staff,
 * for a made-up estimate, with the words being edited (unsaved) where given.
 */
export const leadTextSampleSchema = z.strictObject({
  audience: z.enum(EMAIL_AUDIENCES),
  language: z.enum(LANGUAGES),
  words: z.strictObject({ customerConfirmation: textLine, staffAlert: textLine }).partial().optional(),
})
export type LeadTextSample = z.infer<typeof leadTextSampleSchema>
