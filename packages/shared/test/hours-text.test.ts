import { afterEach, describe, expect, it, vi } from 'vitest'
import { hoursText } from '../src/hours'

describe('office hours in the page language', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('keeps the English text as the CMS has it', () => {
    const text = 'Mon–Fri 7:00 am – 6:00 pm, Sat 8:00 am – 2:00 pm'
    expect(hoursText(text, 'en')).toBe(text)
  })

  it('writes days and times in Spanish, and says a day by appointment', () => {
    expect(hoursText('Mon–Fri 7:00 am – 6:00 pm, Sat 8:00 am – 2:00 pm', 'es')).toBe(
      'Lunes a viernes, 7:00 a.m. – 6:00 p.m.; sábado, 8:00 a.m. – 2:00 p.m.',
    )
    expect(hoursText('Mon–Fri 6:30 am – 5:30 pm, Sat by appointment', 'es')).toBe(
      'Lunes a viernes, 6:30 a.m. – 5:30 p.m.; sábado, con cita previa',
    )
  })

  it('keeps a note it cannot read as written', () => {
    expect(hoursText('Mon 9:00 am – 1:00 pm, closed on holidays', 'es')).toBe(
      'Lunes, 9:00 a.m. – 1:00 p.m.; closed on holidays',
    )
  })

  it('writes the same words whatever ICU data the runtime has: the server and the browser render alike', () => {
    // Node and Chromium each carry their own ICU, which may space or spell "a.m." differently; a page
    // hydrating over the server's words must not read them from it.
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new Error('hoursText asked Intl')
    })
    expect(hoursText('Mon–Fri 7:30 am – 12:00 pm, Sun 12:15 pm – 4:45 pm', 'es')).toBe(
      'Lunes a viernes, 7:30 a.m. – 12:00 p.m.; domingo, 12:15 p.m. – 4:45 p.m.',
    )
  })
})
