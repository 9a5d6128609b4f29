import { LOCALES } from '@ecs/shared/routes'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { MESSAGES } from './index'

/** Words spelled the same in both languages (names, numbers): the only ones Spanish may copy. */
const SAME_IN_BOTH = new Set<string>(['estimate.storiesChoice', 'estimate.surfaces.patio', 'estimate.price.range'])

type Catalogue = { [key: string]: string | ((...values: never[]) => string) | Catalogue }

/** Every word of a catalogue by its dotted key, functions called with sample values. */
function wordsOf(catalogue: Catalogue, prefix = ''): Map<string, string> {
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

describe('the site words', () => {
  const english = wordsOf(en as Catalogue)

  it.each(LOCALES.filter((locale) => locale !== 'en'))('are all in %s, none left in English', (locale) => {
    const translated = wordsOf(MESSAGES[locale] as Catalogue)
    const missing = [...english.keys()].filter((key) => !translated.get(key)?.trim())
    const untranslated = [...english].filter(([key, word]) => translated.get(key) === word && !SAME_IN_BOTH.has(key))
    expect(missing).toEqual([])
    expect(untranslated).toEqual([])
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('keep every value a function is given', () => {
    for (const locale of LOCALES) {
      for (const [key, word] of wordsOf(MESSAGES[locale] as Catalogue)) {
        const given = (
          wordsOf(en as Catalogue)
            .get(key)
            ?.match(/«\d»/g) ?? []
        ).sort()
        expect((word.match(/«\d»/g) ?? []).sort(), `${locale} ${key}`).toEqual(given)
      }
    }
  })
})
