import type { Field, FieldHook, RichTextField, TextareaField, TextField, Validate } from 'payload'
import { richText, text, textarea } from 'payload/shared'
import { DEFAULT_LANGUAGE } from '@ecs/shared/schemas'

type WordsField = TextField | TextareaField | RichTextField

const DEFAULT_CHECKS = { text, textarea, richText } as Record<WordsField['type'], Validate>

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** A cleared word is stored as none, so a reader falls back to English (an empty string would not). */
const storeEmptyAsNone: FieldHook = ({ value }) => (isEmpty(value) ? null : value)

/**
 * Words a visitor reads, kept per language (the site asks for its page's language and gets English for
 * a word not translated yet). A required field of a content document is required in English only: a
 * Spanish draft can be published half translated, the rest falling back to English, and counted as
 * missing (plugins/spanish-progress.ts). Globals keep `required` in every language: their tables have no drafts,
 * so Postgres refuses an empty word of any locale.
 */
export function localized<F extends WordsField>(field: F, { requiredInEveryLanguage = false } = {}): F {
  const words = {
    ...field,
    localized: true,
    hooks: { ...field.hooks, beforeChange: [...(field.hooks?.beforeChange ?? []), storeEmptyAsNone] },
  }
  if (!field.required || requiredInEveryLanguage) return words
  const check = (field.validate ?? DEFAULT_CHECKS[field.type]) as Validate
  const inEnglishOnly: Validate = (value, options) =>
    options.req.locale && String(options.req.locale) !== DEFAULT_LANGUAGE && isEmpty(value)
      ? true
      : check(value, options)
  return { ...words, validate: inEnglishOnly } as F
}

/** Whether a field holds words kept per language. */
export const isLocalizedWords = (field: Field): field is WordsField =>
  'localized' in field && field.localized === true && ['text', 'textarea', 'richText'].includes(field.type)
