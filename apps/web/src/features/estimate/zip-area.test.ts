import { describe, expect, it } from 'vitest'
import { emptyDraft } from './hooks/use-estimate-draft'
import { MESSAGES } from '../../lib/messages'
import { areaNote, withFoundArea, zipError } from './zip-area'

describe('the ZIP step', () => {
  it('asks for five digits before asking the server', () => {
    expect(zipError('22209')).toBeUndefined()
    expect(zipError(' 22209 ')).toBeUndefined()
    expect(zipError('22209-1234')).toBeUndefined()
    for (const zip of ['', '2220', '222091', '22209-12', '22209 1234', 'abcde'])
      expect(zipError(zip)).toMatch(/5-digit ZIP/)
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
    expect(areaNote(seattle, MESSAGES.en.estimate)).toBe('Good news: our Seattle team serves Seattle, WA.')
    expect(areaNote(seattle, MESSAGES.es.estimate)).toBe(
      'Buenas noticias: nuestro equipo de Seattle atiende Seattle, WA.',
    )
  })

  it('keeps what the visitor typed, and says when no area serves the ZIP', () => {
    const draft = { ...emptyDraft(), foundLocation: 'dmv' as const }
    const typed = { ...draft, address: { ...draft.address, city: 'Missoula Town', state: '' } }
    const outside = {
      found: false as const,
      city: 'Missoula',
      state: 'MT',
      message: 'Missoula, MT is outside our service areas.',
    }
    expect(withFoundArea(typed, outside)).toMatchObject({
      foundLocation: null,
      address: { city: 'Missoula Town', state: 'MT' },
    })
    expect(areaNote(outside, MESSAGES.en.estimate)).toBe('Missoula, MT is outside our service areas.')
  })
})
