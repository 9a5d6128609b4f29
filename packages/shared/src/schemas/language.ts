import { z } from 'zod'

/** The languages the site is written in; the first is the default (the CMS's default locale, a lead's language). */
export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0]

/** Each language's name as staff read it (the desk, the CMS's locale switch). */
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', es: 'Spanish' }

/** The language a visitor used on the site: their confirmation email and texts are written in it. */
export const languageField = z
  .enum(LANGUAGES, { error: 'The page language is not one we know; please reload the page.' })
  .default(DEFAULT_LANGUAGE)
