import type { PayloadRequest } from 'payload'
import { DEFAULT_LANGUAGE, type Language } from '@ecs/shared/schemas'
import { readInLocale } from '../utilities/read-in-locale'

export interface TextWords {
  customerConfirmation: string
  staffAlert: string
  templates: { label: string; body: string }[]
}

/** The texts' words until the office changes them (the lead-texts global). */
export const DEFAULT_TEXT_WORDS: TextWords = {
  customerConfirmation:
    'Hi {firstName}, thanks for your request {reference}. {promise} Reply here with any question. Reply STOP to opt out.',
  staffAlert: 'New lead {reference}: {name}, {location}.',
  templates: [
    {
      label: 'Tried to call',
      body: 'Hi {firstName}, this is {location} about your request {reference}. We just tried to call you: when is a good time?',
    },
    {
      label: 'Estimate on its way',
      body: 'Hi {firstName}, your estimate for {reference} is on its way by email. Reply here with any question.',
    },
  ],
}

/**
 * The office's words for texts, the customer's in the lead's language (English where not yet written in
 * it); a word left empty (or a global never saved) reads as the default.
 */
export async function textWords(req: PayloadRequest, language: Language = DEFAULT_LANGUAGE): Promise<TextWords> {
  const saved = (await readInLocale(req, () =>
    req.payload.findGlobal({ slug: 'lead-texts', locale: language, overrideAccess: true, depth: 0, req }),
  )) as Partial<Record<keyof TextWords, unknown>>
  const templates = Array.isArray(saved.templates)
    ? (saved.templates as { label?: string; body?: string }[]).filter(
        (template): template is { label: string; body: string } => Boolean(template.label && template.body),
      )
    : DEFAULT_TEXT_WORDS.templates
  return {
    customerConfirmation: (saved.customerConfirmation as string) || DEFAULT_TEXT_WORDS.customerConfirmation,
    staffAlert: (saved.staffAlert as string) || DEFAULT_TEXT_WORDS.staffAlert,
    templates: templates.map(({ label, body }) => ({ label, body })),
  }
}
