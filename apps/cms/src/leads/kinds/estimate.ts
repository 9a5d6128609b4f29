import { SERVICES, type LocationSlug } from '@ecs/shared/catalog'
import { estimateFacts } from '@ecs/shared/leads'
import { INTL_LOCALES, localePath, paths } from '@ecs/shared/routes'
import type { PayloadRequest } from 'payload'
import {
  DEFAULT_LANGUAGE,
  estimatePrice,
  estimateRequestSchema,
  photoLinkQuery,
  servicePrice,
  type EstimateRequest,
  type Language,
  wholeName,
} from '@ecs/shared/schemas'
import { readInLocale } from '../../utilities/read-in-locale'
import { humanize } from './kind-document'
import { locationOf, reachBy, type LeadForEmail } from './email-facts'
import { photoLink } from '../photos/photo-link'
import { ASKED_FOR, SAMPLE_ADDRESS, SAMPLE_CONTACT, visitorAnswers, type LeadKindModule } from './lead-kind'

/** What the visitor's confirmation calls what they sent, in each language. */
const CONFIRMATION_WORDS: Record<
  Language,
  { heading: string; asked: string; address: string; reachBy: string; addPhotos: (until: string) => string }
> = {
  en: {
    heading: 'We received your estimate request.',
    asked: 'What you asked for',
    address: 'Address',
    reachBy: 'How we will reach you',
    addPhotos: (until) => `Add photos of your property (until ${until})`,
  },
  es: {
    heading: 'Recibimos su solicitud de presupuesto.',
    asked: 'Lo que nos pidió',
    address: 'Dirección',
    reachBy: 'Cómo nos comunicaremos con usted',
    addPhotos: (until) => `Agregue fotos de su propiedad (hasta el ${until})`,
  },
}

/**
 * The thank-you page of the request, in the mail's language, offering its photos again for as long as its
 * photo link holds: a visitor who had no photo at hand sends them later from the mail.
 */
function addPhotosLink(lead: LeadForEmail, reference: string, siteUrl: string, language: Language) {
  const link = photoLink(Number(lead.id), String(lead.createdAt))
  const location = locationOf(lead)?.slug as LocationSlug | undefined
  const path = localePath(language, paths.thankYou(location)) + photoLinkQuery(reference, link)
  const until = new Date(link.until).toLocaleDateString(INTL_LOCALES[language], { month: 'long', day: 'numeric' })
  return { href: new URL(path, siteUrl).href, label: CONFIRMATION_WORDS[language].addPhotos(until) }
}

const serviceName = (slug: string) => SERVICES.find((service) => service.slug === slug)?.name ?? slug

/**
 * The price range the wizard showed a homeowner, worked out again from the services' prices in the
 * CMS (the browser's figure is never taken), with the answers and prices it was made from.
 */
async function priceEstimateOf(lead: EstimateRequest, req: PayloadRequest) {
  const { size, stories } = lead.property
  if (lead.serviceType !== 'residential' || size === undefined || stories === undefined) return undefined
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
    size,
    stories,
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
    takesPhotos: true,
    booksEstimateVisit: true,
    toDocument: async (lead, req) => ({
      ...visitorAnswers(lead),
      summary: `${wholeName(lead.contact)} - ${lead.address.zip}`,
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
    sample: {
      id: 0,
      createdAt: '2026-01-15T15:00:00.000Z',
      contact: SAMPLE_CONTACT,
      address: SAMPLE_ADDRESS,
      serviceType: 'residential',
      services: ['residential-window-cleaning'],
      property: { size: 'medium', stories: 2, surfaces: ['windows'] },
      message: 'Could you look at the gutters too?',
    },
    words: {
      staffSubject: 'New estimate request: {name}, {location}',
      customer: {
        subject: 'Your estimate request {reference}',
        greeting: 'Hi {firstName},',
        closing: 'Thank you for thinking of us.',
      },
    },
    confirmation: ({ lead, desk, lookedUp, language, siteUrl }) => {
      const words = CONFIRMATION_WORDS[language]
      return {
        heading: words.heading,
        rows: [
          [words.asked, lookedUp?.asked ?? desk.asked],
          [words.address, desk.address],
          [words.reachBy, reachBy(lead, language)],
        ],
        link: addPhotosLink(lead, desk.reference, siteUrl, language),
      }
    },
    // The services by their names in the visitor's language (the desk's line says them in English).
    lookUp: async (req, lead) => {
      const slugs = Array.isArray(lead.services) ? (lead.services as string[]) : []
      if (lead.language === DEFAULT_LANGUAGE || slugs.length === 0) return null
      const { docs } = await readInLocale(req, () =>
        req.payload.find({
          collection: 'services',
          where: { slug: { in: slugs } },
          locale: lead.language as Language,
          depth: 0,
          pagination: false,
          overrideAccess: true,
          req,
        }),
      )
      return { asked: docs.map((service) => service.name).join(', ') || null }
    },
    ...ASKED_FOR,
  },
} satisfies LeadKindModule<EstimateRequest>
