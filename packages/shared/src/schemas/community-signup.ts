import { z } from 'zod'
import { COMMUNITY_PROGRAM_IDS } from '../catalog'
import { contactSchema } from './contact'
import { requiredText } from './fields'
import { leadMetaShape } from './lead-meta'

/** More than a price list holds; a body listing more is not a resident's. */
const RESIDENT_SERVICES_MAX = 20

/**
 * A resident's signup on a community program's page: the unit, one or more services of the program's
 * resident price list (their keys, each once; the CMS checks they are on the list and quotes each
 * price), and how to reach them. The property's address is the program's, so only the unit is asked.
 */
export const communitySignupSchema = z.strictObject({
  program: z.enum(COMMUNITY_PROGRAM_IDS, { error: 'Please sign up from a community program page.' }),
  unit: requiredText('your unit number', 20),
  services: z
    .array(
      z
        .string({ error: 'Please choose a service from the price list.' })
        .regex(/^[a-z0-9-]{1,60}$/, 'Please choose a service from the price list.'),
      { error: 'Please choose at least one service.' },
    )
    .min(1, 'Please choose at least one service.')
    .max(RESIDENT_SERVICES_MAX, `Please choose at most ${RESIDENT_SERVICES_MAX} services.`)
    .refine((keys) => new Set(keys).size === keys.length, 'Please choose each service once.'),
  contact: contactSchema,
  acceptTerms: z.literal(true, { error: 'Please accept the program terms to sign up.' }),
  ...leadMetaShape,
})

export type CommunitySignup = z.output<typeof communitySignupSchema>
export type CommunitySignupInput = z.input<typeof communitySignupSchema>
