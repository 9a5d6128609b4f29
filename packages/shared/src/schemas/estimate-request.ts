import { z } from 'zod'
import { SERVICES, locationBySlug, servicesAt } from '../catalog'
import { addressSchema, estimateContactSchema } from './contact'
import { locationField, optionalText, serviceSlugField, serviceTypeField } from './fields'
import { leadMetaShape } from './lead-meta'
import { businessContactSchema, propertyIssues, propertySchema } from './property'

export const MAX_SERVICES_PER_ESTIMATE = 12

function serviceName(slug: string): string {
  return SERVICES.find((service) => service.slug === slug)?.name ?? slug
}

/** The estimate wizard and the contact forms (/contact, /{location}/contact, /…-services/contact). */
export const estimateRequestSchema = z
  .strictObject({
    serviceType: serviceTypeField,
    services: z
      .array(serviceSlugField, { error: 'Please choose at least one service.' })
      .min(1, 'Please choose at least one service.')
      .max(MAX_SERVICES_PER_ESTIMATE, `Please choose at most ${MAX_SERVICES_PER_ESTIMATE} services.`)
      .transform((services) => [...new Set(services)]),
    location: locationField.optional(),
    property: propertySchema,
    /** Who asks for a business: its company, the sender's title, how many sites it has. */
    business: businessContactSchema.optional(),
    address: addressSchema,
    contact: estimateContactSchema,
    message: optionalText('your message', 2000),
    ...leadMetaShape,
  })
  .superRefine((request, ctx) => {
    const sold = request.location
      ? new Set<string>(servicesAt(request.location).map((service) => service.slug))
      : undefined
    const locationLabel = request.location ? locationBySlug(request.location)?.label : undefined
    request.services.forEach((slug, index) => {
      const service = SERVICES.find((candidate) => candidate.slug === slug)
      if (service && service.type !== request.serviceType) {
        ctx.addIssue({
          code: 'custom',
          path: ['services', index],
          message: `${serviceName(slug)} is a ${service.type} service; please choose ${request.serviceType} services only.`,
        })
      } else if (sold && !sold.has(slug)) {
        ctx.addIssue({
          code: 'custom',
          path: ['services', index],
          message: `${serviceName(slug)} is not offered in ${locationLabel ?? 'this area'} yet.`,
        })
      }
    })
    for (const issue of propertyIssues(request.serviceType, request.property, request.business))
      ctx.addIssue({ code: 'custom', ...issue })
  })

export type EstimateRequest = z.output<typeof estimateRequestSchema>
/** What the form sends, before defaults and normalisation. */
export type EstimateRequestInput = z.input<typeof estimateRequestSchema>
