import type { PayloadRequest } from 'payload'
import { leadReference, type LeadKind, type LeadRouting } from '@ecs/shared/leads'
import { DEFAULT_LANGUAGE, type Language } from '@ecs/shared/schemas'
import { readInLocale } from '../utilities/read-in-locale'
import { deskCopy } from './desk/desk-sync'
import type { LeadEmailFacts, LeadForEmail } from './kinds/email-facts'
import { leadKindModule } from './kinds/registry'

/** The made-up lead's key: one reference for every preview (5A3B1E00, "sample" in hex-ish, no real lead's). */
const SAMPLE_KEY = '5a3b1e00-0000-4000-8000-000000000000'

/** A made-up lead of a kind as the emails and texts see one: never stored. */
export type SampleLeadFacts = Pick<LeadEmailFacts, 'kind' | 'lead' | 'desk' | 'company' | 'routing' | 'language'>

/**
 * A made-up lead of the kind (its module's sample) at the first location the company lists, answered by a
 * made-up team member within the location's target, in the language asked: what the words' previews and
 * tests fill the words with. The location is read in its reader's language, as a sent lead's is
 * (send-lead-email.ts): the customer's, English for staff.
 */
export async function sampleLead(
  req: PayloadRequest,
  kind: LeadKind,
  language: Language,
  audience: 'customer' | 'team',
): Promise<SampleLeadFacts> {
  const { payload } = req
  const module = leadKindModule(kind)
  const [company, locations] = await Promise.all([
    payload.findGlobal({ slug: 'company-info', overrideAccess: true, req }),
    readInLocale(req, () =>
      payload.find({
        collection: 'locations',
        sort: 'name',
        limit: 1,
        depth: 0,
        locale: audience === 'customer' ? language : DEFAULT_LANGUAGE,
        overrideAccess: true,
        req,
      }),
    ),
  ])
  const location = locations.docs[0]
  const lead: LeadForEmail = {
    ...module.emails.sample,
    idempotencyKey: SAMPLE_KEY,
    language,
    location: location && {
      name: location.name,
      label: location.label,
      slug: location.slug,
      email: location.email,
      phone: location.phone,
    },
  }
  const copy = deskCopy(kind, { ...module.emails.sample, idempotencyKey: SAMPLE_KEY, location: location?.id ?? null })
  const routing: LeadRouting | null = module.facts.routedToTeam
    ? {
        team: location?.label ?? null,
        assignee: 'Dana',
        withinMinutes: location?.firstContactTargetMinutes ?? 5,
        dueAt: null,
        timeZone: location?.timeZone ?? null,
      }
    : null
  return {
    kind,
    lead,
    desk: { id: 0, ...copy, reference: leadReference(kind, SAMPLE_KEY) },
    company,
    routing,
    language,
  }
}
