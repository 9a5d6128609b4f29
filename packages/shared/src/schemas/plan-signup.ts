import { z } from 'zod'
import { HOME_SIZES, PLAN_IDS, locationsWithExtraPage } from '../catalog'
import { addressSchema, contactSchema } from './contact'
import { locationField } from './fields'
import { leadMetaShape } from './lead-meta'

/** Where the enhanced plans are sold: the locations with an enhanced plans page (DMV, Tri-Cities). */
export const ENHANCED_PLAN_LOCATIONS: readonly string[] = locationsWithExtraPage('seasonal-protection-plans-enhanced')

/** /seasonal-plans-signup and its per-location twins; `enhanced` signs up for the enhanced plan. */
export const planSignupSchema = z
  .strictObject({
    planId: z.enum(PLAN_IDS, { error: 'Please choose a plan.' }),
    homeSize: z.enum(HOME_SIZES, { error: 'Please choose the size of your home.' }),
    enhanced: z.boolean({ error: 'Please say whether you want the enhanced plan.' }).optional(),
    location: locationField.optional(),
    contact: contactSchema,
    address: addressSchema,
    acceptTerms: z.literal(true, { error: 'Please accept the plan terms to sign up.' }),
    ...leadMetaShape,
  })
  .superRefine((signup, ctx) => {
    if (signup.enhanced && signup.location && !ENHANCED_PLAN_LOCATIONS.includes(signup.location))
      ctx.addIssue({
        code: 'custom',
        path: ['enhanced'],
        message: 'Enhanced plans are offered in the DMV area and the Tri-Cities only.',
      })
  })

export type PlanSignup = z.output<typeof planSignupSchema>
export type PlanSignupInput = z.input<typeof planSignupSchema>
