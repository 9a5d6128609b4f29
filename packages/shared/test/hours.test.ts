import { describe, expect, it } from 'vitest'
import { hoursProblem, openingHoursSpecification, readHours } from '../src/hours'

describe('office hours as editors write them', () => {
  it('reads day ranges and single days with 12-hour times', () => {
    expect(readHours('Mon–Fri 7:00 am – 6:00 pm, Sat 8:00 am – 2:00 pm')).toEqual({
      hours: [
        { days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], opens: '07:00', closes: '18:00' },
        { days: ['Sat'], opens: '08:00', closes: '14:00' },
      ],
      notes: [],
    })
    expect(readHours('mon-thu 6:30am-5:30pm').hours).toEqual([
      { days: ['Mon', 'Tue', 'Wed', 'Thu'], opens: '06:30', closes: '17:30' },
    ])
    expect(readHours('Sun 12 pm – 4 p.m.').hours).toEqual([{ days: ['Sun'], opens: '12:00', closes: '16:00' }])
  })

  it('keeps what is not days with times as a note, never as hours', () => {
    expect(readHours('Mon–Fri 6:30 am – 5:30 pm, Sat by appointment')).toEqual({
      hours: [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], opens: '06:30', closes: '17:30' }],
      notes: ['Sat by appointment'],
    })
    // Closing before opening, or a backwards day range, is not read as hours.
    expect(readHours('Mon 5:00 pm – 8:00 am, Fri–Mon 8:00 am – 5:00 pm').hours).toEqual([])
  })

  it('gives search engines schema.org opening hours', () => {
    expect(openingHoursSpecification('Mon–Fri 7:00 am – 6:00 pm')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [
          'https://schema.org/Monday',
          'https://schema.org/Tuesday',
          'https://schema.org/Wednesday',
          'https://schema.org/Thursday',
          'https://schema.org/Friday',
        ],
        opens: '07:00',
        closes: '18:00',
      },
    ])
  })

  it('asks the editor for days and times when none can be read', () => {
    expect(hoursProblem('By appointment')).toMatch(/days and times/)
    expect(hoursProblem('')).toMatch(/days and times/)
    expect(hoursProblem('Mon–Fri 7:00 am – 6:00 pm')).toBeUndefined()
  })
})
