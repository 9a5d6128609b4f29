import { LOCALES } from '@ecs/shared/routes'
import { describe, expect, it } from 'vitest'
import { wordsOf } from '../../../../tests/helpers/catalogue-words'
import { formatDay } from '../../format'
import { CUSTOMER_PAGE_WORDS } from '.'

/** Words spelled the same in both languages: the only ones Spanish may copy. */
const SAME_IN_BOTH = new Set<string>(['quote.quantity'])

type Catalogue = Parameters<typeof wordsOf>[0]
const wordsIn = (locale: keyof typeof CUSTOMER_PAGE_WORDS) => wordsOf(CUSTOMER_PAGE_WORDS[locale] as Catalogue)

describe("a customer's private pages' words", () => {
  const english = wordsIn('en')

  it.each(LOCALES.filter((locale) => locale !== 'en'))('are all in %s, none left blank or in English', (locale) => {
    const translated = wordsIn(locale)
    expect([...english.keys()].filter((key) => !translated.get(key)?.trim())).toEqual([])
    expect([...english].filter(([key, word]) => translated.get(key) === word && !SAME_IN_BOTH.has(key))).toEqual([])
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('keep every value a function is given', () => {
    for (const locale of LOCALES)
      for (const [key, word] of wordsIn(locale)) {
        const given = (english.get(key)?.match(/«\d»/g) ?? []).sort()
        expect((word.match(/«\d»/g) ?? []).sort(), `${locale} ${key}`).toEqual(given)
      }
  })

  it('write a quote’s days in the page’s language, on the day the CMS gave', () => {
    expect(formatDay('2026-12-04', 'en')).toBe('December 4, 2026')
    expect(formatDay('2026-12-04', 'es')).toBe('4 de diciembre de 2026')
    // An acceptance's instant is said on its day in UTC, as the CMS keeps it.
    expect(formatDay('2026-12-31T23:30:00.000Z', 'es')).toBe('31 de diciembre de 2026')
  })
})
