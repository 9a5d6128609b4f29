import type { PayloadRequest } from 'payload'
import {
  careerApplicationSchema,
  communitySignupSchema,
  LEAD_META_FIELDS,
  planPrice,
  planSignupSchema,
  estimateRequestSchema,
  reviewSchema,
  type CareerApplication,
  type CommunitySignup,
  type EstimateRequest,
  type PlanSignup,
  type Review,
} from '@ecs/shared/schemas'
import { COMMUNITY_PROGRAM_FACTS, PLAN_IDS, HOME_SIZES, type PlanId, type HomeSize } from '@ecs/shared/catalog'
import { fieldProblem, type LeadKind } from './submit-lead'

const fullName = (contact: { firstName: string; lastName: string }) => `${contact.firstName} ${contact.lastName}`

/** Kept in their own columns (or not at all): not part of what the visitor answered. */
const STORED_APART = new Set<string>([...LEAD_META_FIELDS, 'location'])

/** What staff, the team email and the hook see of the visitor's answers (the meta fields dropped). */
function visitorAnswers<Lead extends object>(lead: Lead): Record<string, unknown> {
  return Object.fromEntries(Object.entries(lead).filter(([field]) => !STORED_APART.has(field)))
}

export const estimateKind: LeadKind<EstimateRequest> = {
  leadKind: 'estimate',
  event: 'estimate.requested',
  schema: estimateRequestSchema,
  toDocument: async (lead) => ({ ...visitorAnswers(lead), summary: `${fullName(lead.contact)} - ${lead.address.zip}` }),
  toEventData: visitorAnswers,
  customerEmail: (lead) => lead.contact.email,
}

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

export const planSignupKind: LeadKind<PlanSignup> = {
  leadKind: 'plan-signup',
  event: 'plan.signup',
  schema: planSignupSchema,
  toDocument: async (lead, req) => {
    const { acceptTerms: _accepted, ...answers } = visitorAnswers(lead)
    return {
      ...answers,
      ...(await quotedPlan(req, lead.planId, lead.homeSize, lead.enhanced === true)),
      acceptedTermsAt: new Date().toISOString(),
      summary: `${fullName(lead.contact)} - ${lead.planId}${lead.enhanced ? ' enhanced' : ''} - ${lead.homeSize}`,
    }
  },
  toEventData: visitorAnswers,
  customerEmail: (lead) => lead.contact.email,
}

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

export const communitySignupKind: LeadKind<CommunitySignup> = {
  leadKind: 'community-signup',
  event: 'community.signup',
  schema: communitySignupSchema,
  toDocument: async (lead, req) => {
    const { acceptTerms: _accepted, ...answers } = visitorAnswers(lead)
    const quoted = await quotedResidentPrice(req, lead)
    return {
      ...answers,
      ...quoted,
      acceptedTermsAt: new Date().toISOString(),
      summary: `${fullName(lead.contact)} - ${lead.program} unit ${lead.unit} - ${quoted.serviceName}`,
    }
  },
  toEventData: visitorAnswers,
  customerEmail: (lead) => lead.contact.email,
  // The program decides the location: the form does not ask it.
  location: (lead) => COMMUNITY_PROGRAM_FACTS[lead.program].location,
}

/** The career kind needs the checked resume, which arrives beside the JSON in the same request. */
export function careerApplicationKind(
  storeResume: (req: PayloadRequest) => Promise<number>,
): LeadKind<CareerApplication> {
  return {
    leadKind: 'career-application',
    event: 'application.received',
    schema: careerApplicationSchema,
    toDocument: async (lead, req) => ({
      ...visitorAnswers(lead),
      resume: await storeResume(req),
      summary: `${fullName(lead.contact)} - ${lead.role}`,
    }),
    toEventData: visitorAnswers,
    customerEmail: (lead) => lead.contact.email,
  }
}

export const reviewKind: LeadKind<Review> = {
  leadKind: 'review',
  event: 'review.submitted',
  schema: reviewSchema,
  toDocument: async (lead, req) => {
    const service = lead.service
      ? (
          await req.payload.find({
            collection: 'services',
            where: { slug: { equals: lead.service } },
            limit: 1,
            depth: 0,
            overrideAccess: true,
            req,
          })
        ).docs[0]?.id
      : undefined
    // Stored pending for a moderator; the status field's access also keeps visitors from setting it.
    return {
      author: lead.name,
      rating: lead.rating,
      text: lead.text,
      service: service ?? null,
      status: 'pending',
      date: new Date().toISOString(),
    }
  },
  toEventData: visitorAnswers,
  customerEmail: () => undefined,
  formFields: { author: 'name' },
}
