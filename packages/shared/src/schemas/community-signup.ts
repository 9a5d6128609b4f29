import { z } from 'zod'
import { COMMUNITY_PROGRAM_IDS } from '../catalog'
import { contactSchema } from './contact'
import { requiredText } from './fields'
import { leadMetaShape } from './lead-meta'

/**
 * A resident's signup on a community program's page: the unit, one service of the program's resident
 * price list (its key; the CMS checks it is on the list and quotes the price), and how to reach them.
 * The property's address is the program's, so only the unit is asked.
 */
export const communitySignupSchema = z.strictObject({
  program: z.enum(COMMUNITY_PROGRAM_IDS, { error: 'Please sign up from a community program page.' }),
  unit: requiredText('your unit number', 20),
  service: z
    .string({ error: 'Please choose a service.' })
    .regex(/^[a-z0-9-]{1,60}$/, 'Please choose a service from the price list.'),
  contact: contactSchema,
  acceptTerms: z.literal(true, { error: 'Please accept the program terms to sign up.' }),
  ...leadMetaShape,
})

export type CommunitySignup = z.output<typeof communitySignupSchema>
export type CommunitySignupInput = z.input<typeof communitySignupSchema>
