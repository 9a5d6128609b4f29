import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../routes/locales'

/**
 * The languages the site is written in (its locales: the prefix of a page's path); the default is the
 * CMS's default locale and a lead's language when it names none.
 */
export const LANGUAGES = LOCALES
export type Language = Locale
export const DEFAULT_LANGUAGE: Language = DEFAULT_LOCALE

/** Each language's name as staff read it (the desk, the CMS's locale switch). */
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', es: 'Spanish' }

/** The language a visitor used on the site: their confirmation email and texts are written in it. */
export const languageField = z
  .enum(LANGUAGES, { error: 'The page language is not one we know; please reload the page.' })
  .default(DEFAULT_LANGUAGE)
