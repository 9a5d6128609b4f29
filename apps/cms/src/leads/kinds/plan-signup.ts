import type { PayloadRequest } from 'payload'
import {
  HOME_SIZE_LABELS,
  HOME_SIZES,
  PLAN_FACTS,
  PLAN_IDS,
  type HomeSize,
  type LocationSlug,
  type PlanId,
} from '@ecs/shared/catalog'
import { planSignupFacts } from '@ecs/shared/leads'
import { paths } from '@ecs/shared/routes'
import { formatUsd, planPrice, planSignupSchema, wholeName, type Language, type PlanSignup } from '@ecs/shared/schemas'
import { fieldProblem } from '../../utilities/field-problem'
import { locationOf } from './email-facts'
import { ASKED_FOR, SAMPLE_ADDRESS, SAMPLE_CONTACT, visitorAnswers, type LeadKindModule } from './lead-kind'

/**
 * The plan's price and frequency as the CMS lists them now (the CMS is the price authority): its
 * enhanced price for an enhanced signup, which a plan without one refuses.
 */
async function quotedPlan(req: PayloadRequest, planId: PlanId, size: HomeSize, enhanced: boolean) {
  const { docs } = await req.payload.find({
    collection: 'plans',
    limit: PLAN_IDS.length,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    req,
  })
  const table = Object.fromEntries(
    docs.map((plan) => [
      plan.planId,
      Object.fromEntries(
        HOME_SIZES.map((homeSize) => [homeSize, (enhanced ? plan.enhancedPrices : plan.prices)?.[homeSize]]),
      ),
    ]),
  )
  const plan = docs.find((candidate) => candidate.planId === planId)
  if (enhanced && typeof plan?.enhancedPrices?.[size] !== 'number')
    throw fieldProblem('enhanced', `The ${plan?.name ?? planId} plan is not offered as an enhanced plan.`)
  return {
    price: planPrice(table as Parameters<typeof planPrice>[0], planId, size),
    frequency: plan?.frequency ?? null,
    enhanced,
  }
}

/** What the visitor's confirmation calls what they signed up for, in each language. */
const CONFIRMATION_WORDS: Record<
  Language,
  Record<'heading' | 'plan' | 'enhanced' | 'homeSize' | 'price' | 'frequency' | 'address' | 'terms', string>
> = {
  en: {
    heading: 'Welcome to your protection plan.',
    plan: 'Plan',
    enhanced: ' (enhanced)',
    homeSize: 'Home size',
    price: 'Price per visit',
    frequency: 'How often',
    address: 'Address',
    terms: 'The terms of your plan',
  },
  es: {
    heading: 'Bienvenido a su plan de protección.',
    plan: 'Plan',
    enhanced: ' (ampliado)',
    homeSize: 'Tamaño de la casa',
    price: 'Precio por visita',
    frequency: 'Frecuencia',
    address: 'Dirección',
    terms: 'Los términos de su plan',
  },
}

export const planSignupKind = {
  facts: planSignupFacts,
  intake: {
    event: 'plan.signup',
    schema: planSignupSchema,
    toDocument: async (lead, req) => {
      const { acceptTerms: _accepted, ...answers } = visitorAnswers(lead)
      return {
        ...answers,
        ...(await quotedPlan(req, lead.planId, lead.homeSize, lead.enhanced === true)),
        acceptedTermsAt: new Date().toISOString(),
        summary: `${wholeName(lead.contact)} - ${lead.planId}${lead.enhanced ? ' enhanced' : ''} - ${lead.homeSize}`,
      }
    },
    toEventData: visitorAnswers,
    customerEmail: (lead) => lead.contact.email,
  },
  desk: {
    asked: (doc) => {
      const plan = PLAN_FACTS[doc.planId as PlanId]
      const price = typeof doc.price === 'number' ? formatUsd(doc.price) : ''
      return `${plan?.name ?? String(doc.planId)} plan, ${String(doc.homeSize as HomeSize)} home, ${price} ${String(doc.frequency ?? plan?.frequency ?? '')}`.trim()
    },
  },
  emails: {
    wordsGroup: 'planSignup',
    sample: {
      id: 0,
      contact: SAMPLE_CONTACT,
      address: SAMPLE_ADDRESS,
      planId: 'plus',
      enhanced: false,
      homeSize: 'medium',
      price: 129.99,
      message: 'Gate code 1234.',
    },
    words: {
      staffSubject: 'New protection-plan signup: {name}, {location}',
      customer: {
        subject: 'Welcome to your protection plan {reference}',
        greeting: 'Hi {firstName},',
        closing: 'Thank you for trusting us with your home.',
      },
    },
    confirmation: ({ lead, desk, siteUrl, language }) => {
      const plan = PLAN_FACTS[lead.planId as PlanId]
      const location = locationOf(lead)?.slug as LocationSlug | undefined
      const words = CONFIRMATION_WORDS[language]
      return {
        heading: words.heading,
        rows: [
          [words.plan, plan ? `${plan.name}${lead.enhanced ? words.enhanced : ''}` : String(lead.planId)],
          [words.homeSize, HOME_SIZE_LABELS[lead.homeSize as HomeSize]],
          [words.price, typeof lead.price === 'number' ? formatUsd(lead.price) : undefined],
          [words.frequency, typeof lead.frequency === 'string' ? lead.frequency : plan?.frequency],
          [words.address, desk.address],
        ],
        link: { href: new URL(paths.plansTerms(location), siteUrl).href, label: words.terms },
      }
    },
    ...ASKED_FOR,
  },
} satisfies LeadKindModule<PlanSignup>
