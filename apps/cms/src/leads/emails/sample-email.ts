import type { PayloadRequest } from 'payload'
import { randomUUID } from 'node:crypto'
import { leadReference, type LeadEmailPreview, type LeadEmailSample } from '@ecs/shared/leads'
import { env } from '../../env'
import { deskCopy } from '../desk/desk-sync'
import type { LeadForEmail } from '../kinds/email-facts'
import { leadKindModule } from '../kinds/registry'
import { wordsFor } from './lead-email-words'
import { customerConfirmation, staffAlert } from './lead-emails'

/** The made-up lead's key: one reference for every preview (SAMPLE is not hex, so no real lead has it). */
const SAMPLE_KEY = '5a3b1e00-0000-4000-8000-000000000000'

/**
 * A lead email as it would be sent, for a made-up lead of the kind (its module's sample) at the first
 * location the company lists, answered by a made-up team member within the location's target: the words
 * being edited where given, the saved words elsewhere. Undefined when the kind sends no such email (a
 * review has no confirmation: the form asks for no address).
 */
export async function sampleLeadEmail(
  req: PayloadRequest,
  { kind, audience, language, words: editing }: LeadEmailSample,
): Promise<LeadEmailPreview | undefined> {
  const { payload } = req
  const module = leadKindModule(kind)
  const [company, saved, locations] = await Promise.all([
    payload.findGlobal({ slug: 'company-info', overrideAccess: true, req }),
    wordsFor(req, kind, language),
    payload.find({ collection: 'locations', sort: 'name', limit: 1, depth: 0, overrideAccess: true, req }),
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
  const words = {
    staffSubject: editing?.staffSubject ?? saved.staffSubject,
    customer: saved.customer && { ...saved.customer, ...editing?.customer },
  }
  const facts = {
    kind,
    lead,
    desk: { id: 0, ...copy, reference: leadReference(kind, SAMPLE_KEY) },
    company,
    words,
    siteUrl: env.SITE_URL,
    lookedUp: module.emails.lookUp ? await module.emails.lookUp(req, lead) : null,
    routing: module.facts.routedToTeam
      ? {
          team: location?.label ?? null,
          assignee: 'Dana',
          withinMinutes: location?.firstContactTargetMinutes ?? 5,
          dueAt: null,
          timeZone: location?.timeZone ?? null,
        }
      : null,
    language,
  }
  return audience === 'team' ? staffAlert(facts) : customerConfirmation(facts)
}

/** A message id of its own for each test, so a mail system never drops a second test as a repeat. */
export const testMessageId = () => `<lead-email-test-${randomUUID()}@${new URL(env.CMS_URL).hostname}>`
