import { LOCALES } from '@ecs/shared/routes'
import { describe, expect, it } from 'vitest'
import { catalogueWords, englishWords } from '../../../tests/helpers/catalogue-words'

/** Words spelled the same in both languages (names, numbers): the only ones Spanish may copy. */
const SAME_IN_BOTH = new Set<string>([
  'estimate.storiesChoice',
  'estimate.surfaces.patio',
  'estimate.price.range',
  'estimate.buildingTypes.hotel',
  'plans.plan',
  'residentSignup.total',
])

describe('the site words', () => {
  const english = englishWords()

  it.each(LOCALES.filter((locale) => locale !== 'en'))('are all in %s, none left in English', (locale) => {
    const translated = catalogueWords(locale)
    const missing = [...english.keys()].filter((key) => !translated.get(key)?.trim())
    const untranslated = [...english].filter(([key, word]) => translated.get(key) === word && !SAME_IN_BOTH.has(key))
    expect(missing).toEqual([])
    expect(untranslated).toEqual([])
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('keep every value a function is given', () => {
    for (const locale of LOCALES) {
      for (const [key, word] of catalogueWords(locale)) {
        const given = (englishWords().get(key)?.match(/«\d»/g) ?? []).sort()
        expect((word.match(/«\d»/g) ?? []).sort(), `${locale} ${key}`).toEqual(given)
      }
    }
  })
})
