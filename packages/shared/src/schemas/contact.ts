import { z } from 'zod'
import {
  emailField,
  givenOrNot,
  optionalText,
  plainText,
  requiredText,
  stateField,
  usPhoneField,
  zipField,
} from './fields'
import { PREFERRED_CONTACT_METHODS, PREFERRED_CONTACT_TIMES } from './form-options'

/** Someone the office can reach: a phone or an email, at least one. */
export const reachable = (contact: { email?: string; phone?: string }) =>
  contact.email !== undefined || contact.phone !== undefined

/** Where a contact without either is refused: at the phone, the field the office would rather have. */
export const PHONE_OR_EMAIL = { path: ['phone'], message: 'Please enter your phone number or your email address.' }

const contactShape = {
  firstName: requiredText('your name', 100),
  /** Empty for a one-word name (see splitName). */
  lastName: plainText('your last name', 100).default(''),
  email: emailField,
  phone: usPhoneField,
  preferredContactMethod: z
    .enum(PREFERRED_CONTACT_METHODS, { error: 'Please choose phone, email or text.' })
    .default('phone'),
  preferredTime: z
    .enum(PREFERRED_CONTACT_TIMES, { error: 'Please choose morning, afternoon, evening or any time.' })
    .default('any'),
  /** Whether the visitor ticked "text me" (never ticked for them); the CMS keeps the wording they saw and when. */
  textConsent: z.boolean({ error: 'Please tick the box or leave it empty.' }).default(false),
}

/** The contact of a signup or an application: both a phone and an email (receipts, replies go by email). */
export const contactSchema = z.strictObject(contactShape)

/**
 * The contact of an estimate request: a phone or an email, at least one (the office calls; the email only
 * carries the confirmation).
 */
export const estimateContactSchema = z
  .strictObject({ ...contactShape, email: givenOrNot(emailField), phone: givenOrNot(usPhoneField) })
  .refine(reachable, PHONE_OR_EMAIL)

export const addressSchema = z.strictObject({
  street: requiredText('your street address', 200),
  unit: optionalText('the apartment or suite', 50),
  city: requiredText('your city', 100),
  state: stateField,
  zip: zipField,
})

export type Contact = z.output<typeof contactSchema>
export type EstimateContact = z.output<typeof estimateContactSchema>
export type Address = z.output<typeof addressSchema>
