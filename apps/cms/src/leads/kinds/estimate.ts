import { SERVICES } from '@ecs/shared/catalog'
import { estimateFacts } from '@ecs/shared/leads'
import { estimateRequestSchema, type EstimateRequest } from '@ecs/shared/schemas'
import { humanize } from './kind-document'
import { reachBy } from './email-facts'
import { ASKED_FOR, fullName, visitorAnswers, type LeadKindModule } from './lead-kind'

const serviceName = (slug: string) => SERVICES.find((service) => service.slug === slug)?.name ?? slug

export const estimateKind = {
  facts: estimateFacts,
  intake: {
    event: 'estimate.requested',
    schema: estimateRequestSchema,
    toDocument: async (lead) => ({
      ...visitorAnswers(lead),
      summary: `${fullName(lead.contact)} - ${lead.address.zip}`,
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
