import { z } from 'zod'
import { emailField, optionalText, requiredText, stateField, usPhoneField, zipField } from './fields'
import { PREFERRED_CONTACT_METHODS, PREFERRED_CONTACT_TIMES } from './form-options'

export const contactSchema = z.strictObject({
  firstName: requiredText('your first name', 100),
  lastName: requiredText('your last name', 100),
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
})

export const addressSchema = z.strictObject({
  street: requiredText('your street address', 200),
  unit: optionalText('the apartment or suite', 50),
  city: requiredText('your city', 100),
  state: stateField,
  zip: zipField,
})

export type Contact = z.output<typeof contactSchema>
export type Address = z.output<typeof addressSchema>
