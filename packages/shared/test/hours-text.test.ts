import { describe, expect, it } from 'vitest'
import { hoursText } from '../src/hours'

describe('office hours in the page language', () => {
  it('keeps the English text as the CMS has it', () => {
    const text = 'Mon–Fri 7:00 am – 6:00 pm, Sat 8:00 am – 2:00 pm'
    expect(hoursText(text, 'en')).toBe(text)
  })

  it('writes days and times in Spanish through Intl, and says a day by appointment', () => {
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
})
