import type { DeskLead } from '@ecs/shared/cms'
import { DEFAULT_LANGUAGE, type Language } from '@ecs/shared/schemas'
import type { PayloadRequest } from 'payload'
import { en, type CustomerWords } from './en'
import { es } from './es'

export type { CustomerWords }

const WORDS: Readonly<Record<Language, CustomerWords>> = { en, es }

/** The sentences a customer reads after their first confirmation, in their language. */
export const customerWords = (language: Language): CustomerWords => WORDS[language]

/** The language a lead's customer is written to in: the page they asked from, English when not recorded. */
export const languageOfLead = (lead: Pick<DeskLead, 'language'>): Language => lead.language ?? DEFAULT_LANGUAGE

/** The language of a desk lead's customer, for what is sent or shown to them about its visits and quotes. */
export async function customerLanguage(req: PayloadRequest, leadId: number): Promise<Language> {
  const lead = await req.payload.findByID({
    collection: 'desk-leads',
    id: leadId,
    depth: 0,
    select: { language: true },
    overrideAccess: true,
    req,
  })
  return languageOfLead(lead)
}
