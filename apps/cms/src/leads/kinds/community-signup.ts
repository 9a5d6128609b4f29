import type { PayloadRequest } from 'payload'
import { COMMUNITY_PROGRAM_FACTS } from '@ecs/shared/catalog'
import { communitySignupFacts } from '@ecs/shared/leads'
import { communitySignupSchema, formatCents, wholeName, type CommunitySignup, type Language } from '@ecs/shared/schemas'
import { fieldProblem } from '../../utilities/field-problem'
import { humanize } from './kind-document'
import { reachBy } from './email-facts'
import { ASKED_FOR, SAMPLE_CONTACT, visitorAnswers, type LeadKindModule } from './lead-kind'

/** The program's resident price of the chosen service as the CMS lists it now; a service not on its list is refused. */
async function quotedResidentPrice(req: PayloadRequest, lead: CommunitySignup) {
  const { docs } = await req.payload.find({
    collection: 'community-programs',
    where: { programId: { equals: lead.program } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    req,
  })
  const price = docs[0]?.prices.find((row) => row.key === lead.service)
  if (!price) throw fieldProblem('service', 'Please choose a service from the price list.')
  return { serviceName: price.service, priceCents: price.priceCents, cadence: price.cadence }
}

/** What the visitor's confirmation calls what they sent, in each language. */
const CONFIRMATION_WORDS: Record<
  Language,
  { heading: string; unit: string; service: string; price: string; reachBy: string }
> = {
  en: {
    heading: 'Welcome to your resident program.',
    unit: 'Unit',
    service: 'Service',
    price: 'Resident price',
    reachBy: 'How we will reach you',
  },
  es: {
    heading: 'Bienvenido a su programa para residentes.',
    unit: 'Unidad',
    service: 'Servicio',
    price: 'Precio para residentes',
    reachBy: 'Cómo nos comunicaremos con usted',
  },
}

export const communitySignupKind = {
  facts: communitySignupFacts,
  intake: {
    event: 'community.signup',
    schema: communitySignupSchema,
    toDocument: async (lead, req) => {
      const { acceptTerms: _accepted, ...answers } = visitorAnswers(lead)
      const quoted = await quotedResidentPrice(req, lead)
      return {
        ...answers,
        ...quoted,
        acceptedTermsAt: new Date().toISOString(),
        summary: `${wholeName(lead.contact)} - ${lead.program} unit ${lead.unit} - ${quoted.serviceName}`,
      }
    },
    toEventData: visitorAnswers,
    customerEmail: (lead) => lead.contact.email,
    // The program decides the location: the form does not ask it.
    location: (lead) => COMMUNITY_PROGRAM_FACTS[lead.program].location,
  },
  desk: {
    asked: (doc) => {
      const price = typeof doc.priceCents === 'number' ? formatCents(doc.priceCents) : ''
      return `${humanize(String(doc.program ?? ''))} unit ${String(doc.unit ?? '')}: ${String(doc.serviceName ?? doc.service ?? '')}, ${price}`
    },
  },
  emails: {
    wordsGroup: 'communitySignup',
    sample: {
      id: 0,
      contact: SAMPLE_CONTACT,
      program: 'montebello',
      unit: '4B',
      serviceName: 'Window cleaning',
      priceCents: 4900,
      message: 'Weekday mornings are best.',
    },
    words: {
      staffSubject: 'New resident signup: {name}, {location}',
      customer: {
        subject: 'Your resident program signup {reference}',
        greeting: 'Hi {firstName},',
        closing: 'Thank you for signing up.',
      },
    },
    confirmation: ({ lead, language }) => {
      const words = CONFIRMATION_WORDS[language]
      return {
        heading: words.heading,
        rows: [
          [words.unit, typeof lead.unit === 'string' ? lead.unit : undefined],
          [words.service, typeof lead.serviceName === 'string' ? lead.serviceName : undefined],
          [words.price, typeof lead.priceCents === 'number' ? formatCents(lead.priceCents) : undefined],
          [words.reachBy, reachBy(lead, language)],
        ],
      }
    },
    ...ASKED_FOR,
  },
} satisfies LeadKindModule<CommunitySignup>
