import type { PayloadRequest } from 'payload'
import {
  BILLING_CADENCE_FACTS,
  cadenceLabels,
  cadenceTotals,
  COMMUNITY_PROGRAM_FACTS,
  type BillingCadence,
} from '@ecs/shared/catalog'
import { communitySignupFacts } from '@ecs/shared/leads'
import {
  communitySignupSchema,
  DEFAULT_LANGUAGE,
  formatCents,
  wholeName,
  type CommunitySignup,
  type Language,
} from '@ecs/shared/schemas'
import { fieldProblem } from '../../utilities/field-problem'
import { readInLocale } from '../../utilities/read-in-locale'
import { humanize } from './kind-document'
import { reachBy } from './email-facts'
import { ASKED_FOR, SAMPLE_CONTACT, visitorAnswers, type LeadKindModule } from './lead-kind'

/** A chosen service as the signup keeps it: the price list's row at signup time. */
interface QuotedService {
  service: string
  serviceName: string
  priceCents: number
  cadence: BillingCadence
}

async function programOf(req: PayloadRequest, program: string, locale: Language = DEFAULT_LANGUAGE) {
  const { docs } = await readInLocale(req, () =>
    req.payload.find({
      collection: 'community-programs',
      where: { programId: { equals: program } },
      limit: 1,
      depth: 0,
      locale,
      overrideAccess: true,
      pagination: false,
      req,
    }),
  )
  return docs[0]
}

/**
 * The program's resident price of each chosen service as the CMS lists it now, in the order chosen; a
 * service not on its list is refused, naming the field (the schema refuses one chosen twice).
 */
async function quotedResidentPrices(req: PayloadRequest, lead: CommunitySignup): Promise<QuotedService[]> {
  const prices = (await programOf(req, lead.program))?.prices ?? []
  return lead.services.map((key) => {
    const price = prices.find((row) => row.key === key)
    if (!price) throw fieldProblem('services', 'Please choose a service from the price list.')
    return { service: key, serviceName: price.service, priceCents: price.priceCents, cadence: price.cadence }
  })
}

/** The signup's services as stored (an older or hand-made document may hold none). */
const quotedServices = (doc: Record<string, unknown>): QuotedService[] =>
  Array.isArray(doc.services) ? (doc.services as QuotedService[]) : []

/** A service as the desk reads it: its name and price, and how often when it is charged again. */
const serviceLine = ({ serviceName, priceCents, cadence }: QuotedService) =>
  `${serviceName}, ${formatCents(priceCents)}${cadence === 'once' ? '' : ` ${BILLING_CADENCE_FACTS[cadence].label.en}`}`

const residentServiceLines = (doc: Record<string, unknown>): string[] => quotedServices(doc).map(serviceLine)

/** What the visitor's confirmation calls what they sent, in each language. */
const CONFIRMATION_WORDS: Record<
  Language,
  {
    heading: string
    unit: string
    services: string
    total: string
    cadences: Record<BillingCadence, string>
    reachBy: string
  }
> = {
  en: {
    heading: 'Welcome to your resident program.',
    unit: 'Unit',
    services: 'Services',
    total: 'Total',
    cadences: cadenceLabels('en'),
    reachBy: 'How we will reach you',
  },
  es: {
    heading: 'Bienvenido a su programa para residentes.',
    unit: 'Unidad',
    services: 'Servicios',
    total: 'Total',
    cadences: cadenceLabels('es'),
    reachBy: 'Cómo nos comunicaremos con usted',
  },
}

export const communitySignupKind = {
  facts: communitySignupFacts,
  intake: {
    event: 'community.signup',
    schema: communitySignupSchema,
    toDocument: async (lead, req) => {
      const { acceptTerms: _accepted, services: _keys, ...answers } = visitorAnswers(lead)
      const services = await quotedResidentPrices(req, lead)
      const names = services.map((service) => service.serviceName).join(', ')
      return {
        ...answers,
        services,
        acceptedTermsAt: new Date().toISOString(),
        summary: `${wholeName(lead.contact)} - ${lead.program} unit ${lead.unit} - ${names}`.slice(0, 300),
      }
    },
    toEventData: visitorAnswers,
    customerEmail: (lead) => lead.contact.email,
    // The program decides the location: the form does not ask it.
    location: (lead) => COMMUNITY_PROGRAM_FACTS[lead.program].location,
  },
  desk: {
    asked: (doc) =>
      `${humanize(String(doc.program ?? ''))} unit ${String(doc.unit ?? '')}: ${residentServiceLines(doc).join('; ')}`,
    // Price-list rows as quoted: one line each, not their ids and cents.
    sent: (doc) => ({ services: residentServiceLines(doc) }),
  },
  emails: {
    wordsGroup: 'communitySignup',
    sample: {
      id: 0,
      contact: SAMPLE_CONTACT,
      program: 'montebello',
      unit: '4B',
      services: [
        { service: 'balcony-cleaning', serviceName: 'Balcony cleaning', priceCents: 8900, cadence: 'once' },
        {
          service: 'seasonal-window-care',
          serviceName: 'Seasonal window care, any unit',
          priceCents: 12900,
          cadence: 'quarterly',
        },
      ],
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
    // The program's own confirmation words and phone, and its services' names, in the visitor's language.
    lookUp: async (req, lead) => {
      const language = (lead.language as Language | undefined) ?? DEFAULT_LANGUAGE
      const program = await programOf(req, String(lead.program), language)
      if (!program) return null
      const names = quotedServices(lead).map(
        ({ service, serviceName }) => program.prices.find((row) => row.key === service)?.service ?? serviceName,
      )
      return { asked: names.join(', ') || null, said: program.confirmation, phone: program.contact.phone }
    },
    confirmation: ({ lead, lookedUp, language }) => {
      const words = CONFIRMATION_WORDS[language]
      const services = quotedServices(lead)
      return {
        heading: words.heading,
        said: lookedUp?.said,
        rows: [
          [words.unit, typeof lead.unit === 'string' ? lead.unit : undefined],
          [words.services, lookedUp?.asked ?? services.map((service) => service.serviceName).join(', ')],
          [
            words.total,
            cadenceTotals(services)
              .map(({ cadence, cents }) => `${formatCents(cents)} ${words.cadences[cadence]}`)
              .join(' + '),
          ],
          [words.reachBy, reachBy(lead, language)],
        ],
      }
    },
    ...ASKED_FOR,
  },
} satisfies LeadKindModule<CommunitySignup>
