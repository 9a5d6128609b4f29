import type { PayloadRequest } from 'payload'
import type { LeadTextSample } from '@ecs/shared/leads'
import { formatUsPhone } from '@ecs/shared/schemas'
import { locationOf } from '../leads/kinds/email-facts'
import { fillWords, placeholderValues } from '../leads/lead-words'
import { sampleLead } from '../leads/sample-lead'
import { staffAlertText } from './send-text'
import { textWords } from './text-words'

/**
 * A lead text as it would be sent, for a made-up estimate (sampleLead): the instant text to the visitor or
 * the new-lead alert to staff, with the words being edited where given and the saved words elsewhere.
 */
export async function sampleLeadText(
  req: PayloadRequest,
  { audience, language, words: editing }: LeadTextSample,
): Promise<{ to: string; body: string }> {
  // One read after the other: each sets the request's locale for its read (readInLocale), and two at once
  // on one request would read in each other's.
  const sample = await sampleLead(req, 'estimate', language, audience)
  const saved = await textWords(req, language)
  const words = { ...saved, ...editing }
  const values = placeholderValues({
    kind: sample.kind,
    firstName: sample.lead.contact?.firstName,
    name: sample.desk.name,
    reference: sample.desk.reference,
    locationLabel: locationOf(sample.lead)?.label,
    companyName: sample.company.name,
    routing: sample.routing,
    language,
  })
  return audience === 'team'
    ? { to: 'Staff who chose "Text me new leads"', body: staffAlertText(words.staffAlert, values, { id: 0, language }) }
    : { to: formatUsPhone(sample.desk.phone ?? ''), body: fillWords(words.customerConfirmation, values) }
}
