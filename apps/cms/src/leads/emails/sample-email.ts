import type { PayloadRequest } from 'payload'
import { randomUUID } from 'node:crypto'
import type { LeadEmailPreview, LeadEmailSample } from '@ecs/shared/leads'
import { env } from '../../env'
import { leadKindModule } from '../kinds/registry'
import { sampleLead } from '../sample-lead'
import { wordsFor } from './lead-email-words'
import { customerConfirmation, staffAlert } from './lead-emails'

/**
 * A lead email as it would be sent, for a made-up lead of the kind (sampleLead): the words being edited
 * where given, the saved words elsewhere. Undefined when the kind sends no such email (a review has no
 * confirmation: the form asks for no address).
 */
export async function sampleLeadEmail(
  req: PayloadRequest,
  { kind, audience, language, words: editing }: LeadEmailSample,
): Promise<LeadEmailPreview | undefined> {
  // One read after the other: each sets the request's locale for its read (readInLocale), and two at once
  // on one request would read in each other's.
  const sample = await sampleLead(req, kind, language, audience)
  const saved = await wordsFor(req, kind, language)
  const { lookUp } = leadKindModule(kind).emails
  const facts = {
    ...sample,
    words: {
      staffSubject: editing?.staffSubject ?? saved.staffSubject,
      customer: saved.customer && { ...saved.customer, ...editing?.customer },
    },
    siteUrl: env.SITE_URL,
    lookedUp: lookUp ? await lookUp(req, sample.lead) : null,
  }
  return audience === 'team' ? staffAlert(facts) : customerConfirmation(facts)
}

/** A message id of its own for each test, so a mail system never drops a second test as a repeat. */
export const testMessageId = () => `<lead-email-test-${randomUUID()}@${new URL(env.CMS_URL).hostname}>`
