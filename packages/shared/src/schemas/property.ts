import { z } from 'zod'
import { HOME_SIZES, INDUSTRY_NAMES } from '../catalog'
import { MAX_STORIES, PROPERTY_SURFACES } from './form-options'

export const propertySchema = z.strictObject({
  size: z.enum(HOME_SIZES, { error: 'Please choose the size of the property.' }),
  /** 4 stands for "4 or more"; taller buildings are quoted after a visit. */
  stories: z
    .int({ error: 'Please choose how many stories the building has.' })
    .min(1, 'Please choose how many stories the building has.')
    .max(MAX_STORIES, 'Please choose 1 to 4 stories (4 means four or more).'),
  surfaces: z
    .array(z.enum(PROPERTY_SURFACES, { error: 'Please choose surfaces from the list.' }), {
      error: 'Please choose surfaces from the list.',
    })
    .max(PROPERTY_SURFACES.length, 'Please choose surfaces from the list.')
    .default([])
    .transform((surfaces) => [...new Set(surfaces)]),
  /** Asked of commercial customers only; the estimate schema requires it for them. */
  businessType: z.enum(INDUSTRY_NAMES, { error: 'Please choose your type of business from the list.' }).optional(),
})

export type PropertyDetails = z.output<typeof propertySchema>
