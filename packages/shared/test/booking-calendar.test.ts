import { describe, expect, it } from 'vitest'
import { calendarPeriod, crewSlots, dayIn, dayStart } from '../src/booking'
import { readHours } from '../src/hours'

describe('the staff calendar’s days', () => {
  it('shows a week from its Monday, whatever the day asked, and steps a week or a day', () => {
    expect(calendarPeriod('2026-11-26', 'week')).toEqual({
      days: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'],
      previous: '2026-11-19',
      next: '2026-12-03',
    })
    expect(calendarPeriod('2026-11-29', 'week').days[0]).toBe('2026-11-23')
    expect(calendarPeriod('2026-11-30', 'week').days[0]).toBe('2026-11-30')
    expect(calendarPeriod('2026-03-01', 'day')).toEqual({
      days: ['2026-03-01'],
      previous: '2026-02-28',
      next: '2026-03-02',
    })
  })

  it('begins a day at midnight in the office’s zone, across a daylight-saving change', () => {
    expect(new Date(dayStart('2026-11-26', 'America/Chicago')).toISOString()).toBe('2026-11-26T06:00:00.000Z')
    expect(new Date(dayStart('2026-03-08', 'America/Los_Angeles')).toISOString()).toBe('2026-03-08T08:00:00.000Z')
    expect(new Date(dayStart('2026-03-09', 'America/Los_Angeles')).toISOString()).toBe('2026-03-09T07:00:00.000Z')
    expect(dayIn('2026-11-27T05:30:00Z', 'America/Chicago')).toBe('2026-11-26')
  })
})

describe('the crews’ free places per window', () => {
  const calendar = {
    hours: readHours('Mon–Fri 8:00 am – 10:30 am').hours,
    timeZone: 'America/Chicago',
    closedDates: ['2026-11-27'],
    crews: 2,
  }
  const at = (time: string) => Date.parse(`2026-11-26T${time}:00-06:00`)

  it('cuts working time into hour windows (the last one short), none on a closed day or a weekend, each with the places left', () => {
    const booked = [
      { start: at('08:00'), end: at('10:00') },
      { start: at('09:30'), end: at('10:30') },
    ]
    const slots = crewSlots(calendar, booked, dayStart('2026-11-26', calendar.timeZone), 4)
    expect(
      slots.map((slot) => [new Date(slot.start).toISOString(), (slot.end - slot.start) / 60_000, slot.left]),
    ).toEqual([
      ['2026-11-26T14:00:00.000Z', 60, 1],
      ['2026-11-26T15:00:00.000Z', 60, 0],
      ['2026-11-26T16:00:00.000Z', 30, 1],
    ])
    expect(new Set(slots.map((slot) => slot.date))).toEqual(new Set(['2026-11-26']))
  })
})
