import { en } from '../../src/lib/messages/en'
import { es } from '../../src/lib/messages/es'
import type { Locale } from '@ecs/shared/routes'

type Catalogue = { [key: string]: string | ((...values: never[]) => string) | Catalogue }

/** Every word of a catalogue by its dotted key, functions called with sample values («1», «2», «3»). */
export function wordsOf(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const words = new Map<string, string>()
  for (const [key, value] of Object.entries(catalogue)) {
    const name = `${prefix}${key}`
    if (typeof value === 'string') words.set(name, value)
    else if (typeof value === 'function')
      words.set(name, (value as (...values: unknown[]) => string)('«1»', '«2»', '«3»'))
    else for (const [inner, word] of wordsOf(value, `${name}.`)) words.set(inner, word)
  }
  return words
}

/** Every language's catalogue, for tests that read words in each language. */
export const CATALOGUES = { en, es } satisfies Record<Locale, Catalogue>

export const catalogueWords = (locale: Locale) => wordsOf(CATALOGUES[locale])
export const englishWords = () => wordsOf(en as Catalogue)

/**
 * The site's own English words another language says differently, each with its key: a page in that
 * language showing one of them shows English it has a translation for. Words without values only, as
 * a page shows them whole.
 */
export function englishWordsTranslatedIn(locale: Locale): Map<string, string> {
  const translated = catalogueWords(locale)
  const words = new Map<string, string>()
  for (const [key, word] of englishWords()) {
    if (!word.includes('«') && translated.get(key) !== word) words.set(word, key)
  }
  return words
}
