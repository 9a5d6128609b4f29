import { describe, expect, it } from 'vitest'
import { emptyDraft } from './hooks/use-estimate-draft'
import { CATALOGUES } from '../../../tests/helpers/catalogue-words'
import { areaNote, withFoundArea, withZipPlace, zipError } from './zip-area'

describe('the ZIP step', () => {
  it("asks for five digits before asking the server, in the page's language", () => {
    const { en, es } = CATALOGUES
    expect(zipError('22209', en.estimate)).toBeUndefined()
    expect(zipError(' 22209 ', en.estimate)).toBeUndefined()
    expect(zipError('22209-1234', en.estimate)).toBeUndefined()
    for (const zip of ['', '2220', '222091', '22209-12', '22209 1234', 'abcde']) {
      expect(zipError(zip, en.estimate)).toMatch(/5-digit ZIP/)
      expect(zipError(zip, es.estimate)).toMatch(/código postal de 5 dígitos/)
    }
  })

  it('records the area found, keeps only the services it sells and fills a blank city and state', () => {
    // Houston washes houses but does not clean their windows.
    const draft = { ...emptyDraft('residential'), services: ['residential-window-cleaning', 'residential-soft-wash'] }
    const found = withFoundArea(draft, {
      found: true,
      location: 'houston',
      label: 'Houston',
      city: 'Houston',
      state: 'TX',
    })
    expect(found).toMatchObject({
      foundLocation: 'houston',
      services: ['residential-soft-wash'],
      address: { city: 'Houston', state: 'TX' },
    })
    const seattle = { found: true, location: 'seattle', label: 'Seattle', city: 'Seattle', state: 'WA' } as const
    expect(areaNote(seattle, CATALOGUES.en.estimate)).toBe('Good news: our Seattle team serves Seattle, WA.')
    expect(areaNote(seattle, CATALOGUES.es.estimate)).toBe(
      'Buenas noticias: nuestro equipo de Seattle atiende Seattle, WA.',
    )
  })

  it('keeps what the visitor typed, and says when no area serves the ZIP', () => {
    const draft = { ...emptyDraft(), foundLocation: 'dmv' as const }
    const typed = { ...draft, address: { ...draft.address, city: 'Missoula Town', state: '' } }
    const outside = { found: false, why: 'outside', city: 'Missoula', state: 'MT' } as const
    expect(withFoundArea(typed, outside)).toMatchObject({
      foundLocation: null,
      address: { city: 'Missoula Town', state: 'MT' },
    })
    expect(areaNote(outside, CATALOGUES.en.estimate)).toMatch(/^Missoula, MT is outside our service areas for now\./)
    expect(areaNote(outside, CATALOGUES.es.estimate)).toMatch(/^Missoula, MT queda fuera de nuestras zonas de servicio/)
  })

  it("says in the page's language that a ZIP does not exist or could not be looked up", () => {
    const unknown = { found: false, why: 'no-such-zip', zip: '00000', refused: true } as const
    expect(areaNote(unknown, CATALOGUES.en.estimate)).toBe('We could not find ZIP code 00000. Please check it.')
    expect(areaNote(unknown, CATALOGUES.es.estimate)).toBe(
      'No encontramos el código postal 00000. Revíselo, por favor.',
    )
    expect(areaNote({ found: false, why: 'unavailable' }, CATALOGUES.es.estimate)).toMatch(/^No pudimos buscar/)
  })
})

const SEATTLE_ZIP = { found: true, location: 'seattle', label: 'Seattle', city: 'Seattle', state: 'WA' } as const

describe("the address step's ZIP", () => {
  const typed = (address: Partial<ReturnType<typeof emptyDraft>['address']>) => {
    const draft = emptyDraft('residential')
    return { ...draft, address: { ...draft.address, ...address } }
  }

  it('fills a blank city and state from the ZIP, ZIP+4 included', () => {
    expect(
      withZipPlace(typed({ zip: '98101-1234' }), '98101-1234', SEATTLE_ZIP, { takesArea: false }).address,
    ).toMatchObject({ city: 'Seattle', state: 'WA' })
  })

  it('keeps what the visitor typed, and an answer for a ZIP since changed changes nothing', () => {
    const mine = typed({ zip: '98101', city: 'Belltown' })
    expect(withZipPlace(mine, '98101', SEATTLE_ZIP, { takesArea: false }).address).toMatchObject({
      city: 'Belltown',
      state: 'WA',
    })
    const edited = typed({ zip: '98102' })
    expect(withZipPlace(edited, '98101', SEATTLE_ZIP, { takesArea: true })).toBe(edited)
  })

  it("on a page of no location, the ZIP's area replaces the campaign's guess; a ZIP outside our areas leaves none, a failed lookup changes nothing", () => {
    const draft = typed({ zip: '98101', city: 'Seattle', state: 'WA' })
    expect(withZipPlace(draft, '98101', SEATTLE_ZIP, { takesArea: true }).foundLocation).toBe('seattle')
    expect(withZipPlace(draft, '98101', SEATTLE_ZIP, { takesArea: false })).toBe(draft)
    const located = { ...draft, foundLocation: 'seattle' as const }
    expect(
      withZipPlace(located, '98101', { found: false, why: 'outside', city: 'Boise', state: 'ID' }, { takesArea: true })
        .foundLocation,
    ).toBeNull()
    expect(withZipPlace(located, '98101', { found: false, why: 'unavailable' }, { takesArea: true })).toBe(located)
  })
})
