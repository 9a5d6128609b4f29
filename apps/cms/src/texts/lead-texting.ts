import type { PayloadRequest } from 'payload'
import type { LeadTexting } from '@ecs/shared/api'
import { fillWords } from '../leads/lead-words'
import { isOptedOut } from './opt-outs'
import { leadForText, textPlaceholders } from './send-text'
import { textProvider } from './text-provider'
import { textWords } from './text-words'

/** What the lead page's text composer needs: whether texting is possible, and the office's texts filled in. */
export async function leadTexting(req: PayloadRequest, id: number): Promise<LeadTexting> {
  const lead = await leadForText(req, id)
  if (!lead) return { enabled: false, consentAt: null, optedOut: false, templates: [] }
  const [words, values, optedOut] = await Promise.all([
    textWords(req, lead.language),
    textPlaceholders(req, lead),
    lead.phone ? isOptedOut(req, lead.phone) : false,
  ])
  return {
    enabled: Boolean(textProvider),
    consentAt: lead.textConsentAt,
    optedOut,
    templates: words.templates.map(({ label, body }) => ({ label, body: fillWords(body, values) })),
  }
}
