import { SERVICES } from '@ecs/shared/catalog'
import { estimateFacts } from '@ecs/shared/leads'
import type { PayloadRequest } from 'payload'
import { estimatePrice, estimateRequestSchema, servicePrice, type EstimateRequest } from '@ecs/shared/schemas'
import { humanize } from './kind-document'
import { reachBy } from './email-facts'
import { ASKED_FOR, fullName, visitorAnswers, type LeadKindModule } from './lead-kind'

const serviceName = (slug: string) => SERVICES.find((service) => service.slug === slug)?.name ?? slug

/**
 * The price range the wizard showed a homeowner, worked out again from the services' prices in the
 * CMS (the browser's figure is never taken), with the answers and prices it was made from.
 */
async function priceEstimateOf(lead: EstimateRequest, req: PayloadRequest) {
  if (lead.serviceType !== 'residential') return undefined
  const { docs } = await req.payload.find({
    collection: 'services',
    where: { slug: { in: lead.services } },
    select: { slug: true, name: true, pricing: true },
    populate: { locations: { slug: true } },
    depth: 1,
    limit: lead.services.length,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const estimate = estimatePrice(docs.map(servicePrice), {
    services: lead.services,
    size: lead.property.size,
    stories: lead.property.stories,
    location: lead.location ?? null,
  })
  return (
    estimate && {
      text: estimate.text,
      low: estimate.low,
      high: estimate.high,
      basis: { lines: estimate.lines, unpriced: estimate.unpriced, inputs: estimate.inputs },
    }
  )
}

export const estimateKind = {
  facts: estimateFacts,
  intake: {
    event: 'estimate.requested',
    schema: estimateRequestSchema,
    toDocument: async (lead, req) => ({
      ...visitorAnswers(lead),
      summary: `${fullName(lead.contact)} - ${lead.address.zip}`,
      priceEstimate: await priceEstimateOf(lead, req),
    }),
    toEventData: visitorAnswers,
    customerEmail: (lead) => lead.contact.email,
  },
  desk: {
    asked: (doc) => {
      const services = Array.isArray(doc.services) ? (doc.services as string[]).map(serviceName).join(', ') : ''
      return `${humanize(String(doc.serviceType ?? ''))}: ${services}`
    },
  },
  emails: {
    wordsGroup: 'estimate',
    words: {
      staffSubject: 'New estimate request: {name}, {location}',
      customer: {
        subject: 'Your estimate request {reference}',
        greeting: 'Hi {firstName},',
        closing: 'Thank you for thinking of us.',
      },
    },
    confirmation: ({ lead, desk }) => ({
      heading: 'We received your estimate request.',
      rows: [
        ['What you asked for', desk.asked],
        ['Address', desk.address],
        ['How we will reach you', reachBy(lead)],
      ],
    }),
    ...ASKED_FOR,
  },
} satisfies LeadKindModule<EstimateRequest>
