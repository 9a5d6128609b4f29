import { z } from 'zod'
import { VISIT_REFERENCE_PATTERN } from '../booking/facts'
import { locationBySlug, servicesAt } from '../catalog'
import { locationField, requiredText, serviceSlugField } from './fields'
import { leadMetaShape } from './lead-meta'

const REFERENCE_MESSAGE = 'Please give the reference from your email, like V-7KQ2M9XA, or leave it empty.'

export const reviewSchema = z
  .strictObject({
    rating: z
      .int({ error: 'Please choose a rating from 1 to 5 stars.' })
      .min(1, 'Please choose a rating from 1 to 5 stars.')
      .max(5, 'Please choose a rating from 1 to 5 stars.'),
    text: requiredText('your review', 2000, 20),
    name: requiredText('your name', 100),
    location: locationField,
    service: serviceSlugField.optional(),
    /** The job's reference from a review request's link: the review is linked to that job's lead. */
    reference: z
      .string({ error: REFERENCE_MESSAGE })
      .trim()
      .toUpperCase()
      .regex(VISIT_REFERENCE_PATTERN, REFERENCE_MESSAGE)
      .optional(),
    ...leadMetaShape,
  })
  .superRefine((review, ctx) => {
    if (review.service && !servicesAt(review.location).some((service) => service.slug === review.service)) {
      const label = locationBySlug(review.location)?.label ?? review.location
      ctx.addIssue({
        code: 'custom',
        path: ['service'],
        message: `We do not offer that service in ${label}; please choose another.`,
      })
    }
  })

export type Review = z.output<typeof reviewSchema>
export type ReviewInput = z.input<typeof reviewSchema>
