import { SERVICES } from '@ecs/shared/catalog'
import { estimateFacts, unfinishedEstimateFacts } from '@ecs/shared/leads'
import { unfinishedEstimateSchema, type UnfinishedEstimate } from '@ecs/shared/schemas'
import { humanize } from './kind-document'
import { ASKED_FOR, SAMPLE_CONTACT, visitorAnswers, withStoredAnswers, type LeadKindModule } from './lead-kind'

const serviceName = (slug: string) => SERVICES.find((service) => service.slug === slug)?.name ?? slug

/**
 * The estimate wizard's beacon: stored once per wizard fill (its idempotency key), a later beacon of the
 * fill adding what the visitor gave since (fillIn), never after the full request of that fill, which takes
 * its desk lead over (completedBy). The visitor is sent nothing: they did not ask yet, so the team alone
 * is told, once.
 */
export const unfinishedEstimateKind = {
  facts: unfinishedEstimateFacts,
  intake: {
    event: 'estimate.unfinished',
    schema: unfinishedEstimateSchema,
    completedBy: estimateFacts.kind,
    fillIn: (later, stored) => withStoredAnswers(later, stored, Object.keys(unfinishedEstimateSchema.shape)),
    toDocument: async (lead) => ({
      ...visitorAnswers(lead),
      summary: [lead.contact.firstName, lead.contact.lastName, lead.address.zip].filter(Boolean).join(' '),
    }),
    toEventData: visitorAnswers,
    customerEmail: () => undefined,
  },
  desk: {
    asked: (doc) => {
      const services = Array.isArray(doc.services) ? (doc.services as string[]).map(serviceName).join(', ') : ''
      const type = doc.serviceType ? humanize(String(doc.serviceType)) : 'Estimate'
      return `Unfinished: ${type}${services ? `: ${services}` : ''}`
    },
  },
  emails: {
    wordsGroup: 'unfinishedEstimate',
    sample: {
      id: 0,
      contact: { firstName: SAMPLE_CONTACT.firstName, lastName: SAMPLE_CONTACT.lastName, phone: SAMPLE_CONTACT.phone },
      serviceType: 'residential',
      services: ['residential-window-cleaning'],
      address: { zip: '22201' },
    },
    words: { staffSubject: 'Unfinished estimate: {name}, {location} (left the form unsent)' },
    ...ASKED_FOR,
  },
} satisfies LeadKindModule<UnfinishedEstimate>
