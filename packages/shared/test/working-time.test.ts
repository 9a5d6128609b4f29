import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addWorkingMinutes,
  isOpenAt,
  nextOpening,
  readHours,
  workingMinutesBetween,
  type WorkingHours,
} from '../src/hours'

const office = (text: string, timeZone: string): WorkingHours => ({ hours: readHours(text).hours, timeZone })
const dmv = office('Mon–Fri 7:00 am – 6:00 pm, Sat 8:00 am – 2:00 pm', 'America/New_York')
const seattle = office('Mon–Fri 7:30 am – 5:30 pm, Sat 9:00 am – 1:00 pm', 'America/Los_Angeles')
const split = office('Mon–Fri 8:00 am – 12:00 pm, Mon–Fri 1:00 pm – 5:00 pm', 'America/Chicago')

const at = (iso: string) => new Date(iso)

describe('working time, by hand', () => {
  it.each([
    // 2026-11-27 is a Friday; New York is UTC-5 in November.
    ['inside hours', dmv, '2026-11-27T14:00:00Z', '2026-11-27T14:05:00Z', 5],
    ['overnight counts nothing', dmv, '2026-11-26T22:58:00Z', '2026-11-27T12:03:00Z', 5],
    ['Friday evening to Saturday opening', dmv, '2026-11-27T22:55:00Z', '2026-11-28T13:05:00Z', 10],
    ['Saturday close to Monday', dmv, '2026-11-28T18:59:00Z', '2026-11-30T12:01:00Z', 2],
    ['a lunch break is not counted', split, '2026-11-27T17:58:00Z', '2026-11-27T19:03:00Z', 5],
    ['a whole week', seattle, '2026-11-23T08:00:00Z', '2026-11-30T08:00:00Z', 5 * 600 + 240],
    ['backwards is zero', dmv, '2026-11-27T15:00:00Z', '2026-11-27T14:00:00Z', 0],
  ] as const)('%s', (_name, working, from, to, minutes) => {
    expect(workingMinutesBetween(working, at(from), at(to))).toBe(minutes)
  })

  it.each([
    ['within the hour', dmv, '2026-11-27T14:00:00Z', 5, '2026-11-27T14:05:00.000Z'],
    ['over the close', dmv, '2026-11-27T22:58:00Z', 5, '2026-11-28T13:03:00.000Z'],
    ['from Sunday', dmv, '2026-11-29T15:00:00Z', 5, '2026-11-30T12:05:00.000Z'],
    ['over lunch', split, '2026-11-27T17:58:00Z', 5, '2026-11-27T19:03:00.000Z'],
    // 2026-03-09 is the Monday after the spring change (UTC-4 from Sunday 2026-03-08).
    ['across daylight saving', dmv, '2026-03-07T18:58:00Z', 5, '2026-03-09T11:03:00.000Z'],
  ] as const)('adds working minutes %s', (_name, working, from, minutes, due) => {
    expect(addWorkingMinutes(working, at(from), minutes)?.toISOString()).toBe(due)
  })

  it('tells open from closed and finds the next opening in the office zone', () => {
    expect(isOpenAt(seattle, at('2026-11-27T15:29:00Z'))).toBe(false) // 7:29 am in Seattle
    expect(isOpenAt(seattle, at('2026-11-27T15:30:00Z'))).toBe(true)
    expect(isOpenAt(seattle, at('2026-11-28T01:30:00Z'))).toBe(false) // Friday 5:30 pm: closed
    expect(nextOpening(seattle, at('2026-11-28T01:30:00Z'))?.toISOString()).toBe('2026-11-28T17:00:00.000Z')
    expect(nextOpening(office('Sat by appointment', 'America/Chicago'), at('2026-11-28T01:30:00Z'))).toBeNull()
  })
})

describe('working time, for any instant', () => {
  const minuteInstant = fc
    .integer({ min: Date.UTC(2026, 0, 1) / 60_000, max: Date.UTC(2028, 0, 1) / 60_000 })
    .map((minute) => new Date(minute * 60_000))
  const offices = fc.constantFrom(dmv, seattle, split)
  const twoMonths = fc.integer({ min: 0, max: 60 * 24 * 60 })

  it('counts exactly the minutes it added', () => {
    fc.assert(
      fc.property(offices, minuteInstant, fc.integer({ min: 1, max: 1440 }), (working, from, minutes) => {
        const due = addWorkingMinutes(working, from, minutes)!
        expect(workingMinutesBetween(working, from, due)).toBe(minutes)
        expect(due.getTime()).toBeGreaterThan(from.getTime())
      }),
    )
  })

  it('adds up over any point between', () => {
    fc.assert(
      fc.property(offices, minuteInstant, twoMonths, twoMonths, (working, from, first, second) => {
        const middle = new Date(from.getTime() + Math.min(first, second) * 60_000)
        const to = new Date(from.getTime() + Math.max(first, second) * 60_000)
        expect(workingMinutesBetween(working, from, to)).toBe(
          workingMinutesBetween(working, from, middle) + workingMinutesBetween(working, middle, to),
        )
      }),
    )
  })

  it('never counts more than the wall minutes, and opens at its next opening', () => {
    fc.assert(
      fc.property(offices, minuteInstant, fc.integer({ min: 0, max: 20_000 }), (working, from, span) => {
        const to = new Date(from.getTime() + span * 60_000)
        expect(workingMinutesBetween(working, from, to)).toBeLessThanOrEqual(span)
        const opening = nextOpening(working, from)!
        expect(isOpenAt(working, opening)).toBe(true)
        expect(workingMinutesBetween(working, from, opening)).toBe(0)
      }),
    )
  })
})
