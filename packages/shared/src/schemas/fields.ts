import { z } from 'zod'
import { LOCATION_SLUGS, COMMERCIAL_SERVICE_SLUGS, RESIDENTIAL_SERVICE_SLUGS, SERVICE_TYPES } from '../catalog'
import { normalizeUsPhone } from './us-phone'
import { US_STATE_CODES, type UsStateCode } from './us-states'

/**
 * Field schemas shared by the forms. Messages speak to the visitor ("Please enter your email
 * address."), because the server sends them back as they are. Text is trimmed and capped, never
 * escaped or filtered: it is stored as text and escaped where it is rendered.
 */

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Characters no form field holds, and Postgres refuses NUL outright. Tab, CR and LF stay (a message has lines). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/**
 * Trimmed text without control characters, at most `max` long as the browser's `maxlength`, the
 * CMS's `maxLength` and JavaScript count it: UTF-16 code units. (zod's `.max()` counts code points,
 * so 51 emoji passed a limit of 100 that the CMS then refused with a 503.)
 */
export function plainText(label: string, max: number, typeError = `${capitalize(label)} must be text.`) {
  return z
    .string({ error: typeError })
    .trim()
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${capitalize(label)} cannot contain control characters.`)
    .refine((value) => value.length <= max, `${capitalize(label)} can be at most ${max} characters.`)
}

/** `label` reads inside a sentence: "your first name". */
export function requiredText(label: string, max: number, min = 1) {
  const missing = `Please enter ${label}.`
  // One refinement says both "missing" and "too short", so a blank answer gets one message. It must
  // not abort: an aborting issue stops the whole form's cross-field checks (a commercial request's
  // business type), which the estimate wizard needs while later steps are still blank.
  return plainText(label, max, missing).refine((value) => value.length >= min, {
    message: min > 1 ? `${capitalize(label)} needs at least ${min} characters.` : missing,
  })
}

/** Optional free text; a blank answer counts as no answer. */
export function optionalText(label: string, max: number) {
  return plainText(label, max)
    .optional()
    .transform((value) => value || undefined)
}

/** An answer a form sends blank ('') while the visitor has not given it counts as not given. */
export const givenOrNot = <Field extends z.ZodType>(field: Field) =>
  z.preprocess((value) => (value === '' ? undefined : value), field.optional())

export const emailField = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email({ error: 'Please enter a valid email address, like name@example.com.' }))

export const usPhoneField = z
  .string({ error: 'Please enter your phone number.' })
  .trim()
  .min(1, 'Please enter your phone number.')
  .max(30, 'Please enter a 10-digit US phone number.')
  .refine(
    (value) => normalizeUsPhone(value) !== undefined,
    'Please enter a working 10-digit US phone number, like (202) 555-0123.',
  )
  .transform((value) => normalizeUsPhone(value) ?? value)

export const stateField = z
  .string({ error: 'Please enter your state.' })
  .trim()
  .toUpperCase()
  .refine(
    (value): value is UsStateCode => (US_STATE_CODES as readonly string[]).includes(value),
    'Please enter a 2-letter state code, like VA.',
  )

export const zipField = z
  .string({ error: 'Please enter your ZIP code.' })
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, 'Please enter a 5-digit ZIP code, like 20001 (or ZIP+4, like 20001-1234).')

export const locationField = z.enum(LOCATION_SLUGS, { error: 'Please choose one of our service areas.' })

export const serviceTypeField = z.enum(SERVICE_TYPES, { error: 'Please choose residential or commercial.' })

export const serviceSlugField = z.enum([...COMMERCIAL_SERVICE_SLUGS, ...RESIDENTIAL_SERVICE_SLUGS], {
  error: 'Please choose a service from the list.',
})

/** A path on this site, e.g. the page a form was sent from. */
export const sitePathField = z
  .string({ error: 'The page address is missing.' })
  .trim()
  .max(2000, 'The page address is too long.')
  .regex(/^\/(?!\/)\S*$/, 'The page address must be a path on this site.')
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'The page address must be a path on this site.')

/** Request ids from `crypto.randomUUID()`. */
export const uuidField = (message: string) => z.uuid({ error: message })
