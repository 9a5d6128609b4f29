import type { PayloadRequest } from 'payload'
import type { LeadKind } from '@ecs/shared/leads'
import type { Language } from '@ecs/shared/schemas'
import { readInLocale } from '../../utilities/read-in-locale'
import type { EmailWords } from '../kinds/email-facts'
import { leadKindModule } from '../kinds/registry'

/** Marketing's words for a kind's emails; a word left empty (or a row never saved) reads as the default. */
export async function wordsFor(req: PayloadRequest, kind: LeadKind, language: Language): Promise<EmailWords> {
  const { emails } = leadKindModule(kind)
  // In the lead's language; a word not yet written in it reads in English (the CMS's fallback).
  const global = await readInLocale(req, () =>
    req.payload.findGlobal({ slug: 'lead-emails', locale: language, overrideAccess: true, req }),
  )
  const saved = (global as unknown as Record<string, unknown>)[emails.wordsGroup] as
    { staffSubject?: string | null; customer?: Record<string, string | null | undefined> | null } | undefined
  const defaults = emails.words
  return {
    staffSubject: saved?.staffSubject || defaults.staffSubject,
    customer: defaults.customer && {
      subject: saved?.customer?.subject || defaults.customer.subject,
      greeting: saved?.customer?.greeting || defaults.customer.greeting,
      closing: saved?.customer?.closing || defaults.customer.closing,
    },
  }
}
