import { z } from 'zod'
import { HOME_SIZES, PLAN_IDS } from '../catalog'
import { addressSchema, contactSchema } from './contact'
import { locationField } from './fields'
import { leadMetaShape } from './lead-meta'

/** /seasonal-plans-signup and its per-location twins. */
export const planSignupSchema = z.strictObject({
  planId: z.enum(PLAN_IDS, { error: 'Please choose a plan.' }),
  homeSize: z.enum(HOME_SIZES, { error: 'Please choose the size of your home.' }),
  location: locationField.optional(),
  contact: contactSchema,
  address: addressSchema,
  acceptTerms: z.literal(true, { error: 'Please accept the plan terms to sign up.' }),
  ...leadMetaShape,
})

export type PlanSignup = z.output<typeof planSignupSchema>
export type PlanSignupInput = z.input<typeof planSignupSchema>
