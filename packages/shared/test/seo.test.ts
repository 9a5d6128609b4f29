import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, clampAtWord, fittedTitle } from '../src/seo'

describe('clampAtWord', () => {
  it('keeps a text that fits, whitespace tidied', () => {
    expect(clampAtWord('  Clean  windows,\nbright siding. ')).toBe('Clean windows, bright siding.')
  })

  it('cuts a long text after a whole word, never inside one', () => {
    const intro =
      'From rowhouses on Capitol Hill to office buildings in Tysons and condo communities in Alexandria, our DMV crews clean windows, brick, siding and concrete with methods chosen for each surface.'
    const cut = clampAtWord(intro)
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH)
    expect(cut).toBe(
      'From rowhouses on Capitol Hill to office buildings in Tysons and condo communities in Alexandria, our DMV crews clean windows, brick, siding and concrete with…',
    )
  })

  it('never returns more than the limit, and always a prefix of whole words', () => {
    const word = fc.stringMatching(/^[a-z]{1,12}$/)
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 60 }), fc.integer({ min: 20, max: 200 }), (words, max) => {
        const text = words.join(' ')
        const cut = clampAtWord(text, max)
        expect(cut.length).toBeLessThanOrEqual(max)
        if (cut === text) return
        const kept = cut.slice(0, -1).split(' ')
        // Every kept word is whole, except when a single word is longer than the limit.
        if (kept.length > 1 || text.startsWith(`${kept[0]} `)) expect(words.slice(0, kept.length)).toEqual(kept)
      }),
    )
  })
})

describe('fittedTitle', () => {
  it("keeps a title that fits, the company's name included", () => {
    expect(fittedTitle('Residential Services in DMV Area | Clearview Exterior Cleaning')).toBe(
      'Residential Services in DMV Area | Clearview Exterior Cleaning',
    )
  })

  it("drops the company's name where the page's own words need the room", () => {
    expect(fittedTitle('Servicios residenciales en DC, Maryland y Virginia | Clearview Exterior Cleaning')).toBe(
      'Servicios residenciales en DC, Maryland y Virginia',
    )
  })

  it('cuts at a word a title too long even without the name, and never exceeds the limit', () => {
    const long = 'Lavado a presión de estacionamientos comerciales de varios niveles en DC, Maryland y Virginia'
    expect(fittedTitle(`${long} | Clearview`)).toBe(clampAtWord(long, TITLE_MAX_LENGTH))
    const word = fc.stringMatching(/^[a-zé|]{1,14}$/)
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 30 }), (words) => {
        expect(fittedTitle(words.join(' ')).length).toBeLessThanOrEqual(TITLE_MAX_LENGTH)
      }),
    )
  })
})
