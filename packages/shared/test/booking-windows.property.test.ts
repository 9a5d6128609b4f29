import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TZDateMini } from '@date-fns/tz'
import {
  freeWindows,
  isFreeWindow,
  placesLeft,
  visitMinutes,
  WINDOW_STEP_MINUTES,
  type CrewCalendar,
  type TimeSpan,
} from '../src/booking'
import { isOpenAt, readHours } from '../src/hours'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const calendar = (text: string, timeZone: string, crews: number, closedDates: string[] = []): CrewCalendar => ({
  hours: readHours(text).hours,
  timeZone,
  crews,
  closedDates,
})
const dmv = calendar('Mon–Fri 8:00 am – 5:00 pm, Sat 9:00 am – 1:00 pm', 'America/New_York', 2)
const at = (iso: string) => Date.parse(iso)
const iso = (span: TimeSpan) => [new Date(span.start).toISOString(), new Date(span.end).toISOString()]

describe('free windows, by hand', () => {
  // 2026-11-27 is a Friday; New York is UTC-5 in November.
  const friday = { from: at('2026-11-27T05:00:00Z'), until: at('2026-11-28T05:00:00Z') }

  it('steps through the working day, each window ending within it', () => {
    const windows = freeWindows(dmv, [], { minutes: 180, ...friday })
    expect(windows.map(iso)).toEqual(
      [8, 9, 10, 11, 12, 13, 14].map((hour) => [
        new Date(Date.UTC(2026, 10, 27, hour + 5)).toISOString(),
        new Date(Date.UTC(2026, 10, 27, hour + 8)).toISOString(),
      ]),
    )
  })

  it('leaves out a window only when every crew is out at some moment of it', () => {
    const nine = { start: at('2026-11-27T14:00:00Z'), end: at('2026-11-27T17:00:00Z') }
    const eleven = { start: at('2026-11-27T16:00:00Z'), end: at('2026-11-27T19:00:00Z') }
    const windows = freeWindows(dmv, [nine, eleven], { minutes: 60, ...friday }).map((span) => iso(span)[0])
    // 11:00 (16:00Z) has both crews out; 9:00, 10:00, 12:00 and 13:00 have one crew free.
    expect(windows).not.toContain('2026-11-27T16:00:00.000Z')
    expect(windows).toContain('2026-11-27T14:00:00.000Z')
    expect(windows).toContain('2026-11-27T17:00:00.000Z')
  })

  it('offers nothing on a closed day, on Sunday, or for a visit longer than the day', () => {
    expect(freeWindows({ ...dmv, closedDates: ['2026-11-27'] }, [], { minutes: 60, ...friday })).toEqual([])
    const sunday = { from: at('2026-11-29T05:00:00Z'), until: at('2026-11-30T05:00:00Z') }
    expect(freeWindows(dmv, [], { minutes: 60, ...sunday })).toEqual([])
    expect(freeWindows(dmv, [], { minutes: 10 * 60, ...friday })).toEqual([])
  })

  it('keeps the local hours across the change from daylight saving time', () => {
    // 2026-11-01 is the Sunday New York goes back to UTC-5; the Friday before is UTC-4.
    const before = freeWindows(dmv, [], {
      minutes: 60,
      from: at('2026-10-30T04:00:00Z'),
      until: at('2026-10-31T04:00:00Z'),
    })
    expect(iso(before[0]!)[0]).toBe('2026-10-30T12:00:00.000Z')
    const after = freeWindows(dmv, [], {
      minutes: 60,
      from: at('2026-11-02T05:00:00Z'),
      until: at('2026-11-03T05:00:00Z'),
    })
    expect(iso(after[0]!)[0]).toBe('2026-11-02T13:00:00.000Z')
  })

  it('takes a job as long as its services, each once, or the default', () => {
    const lengths = {
      jobMinutes: 120,
      estimateMinutes: 45,
      serviceMinutes: [
        { service: 1, minutes: 90 },
        { service: 2, minutes: 60 },
      ],
    }
    expect(visitMinutes(lengths, 'estimate', [1])).toBe(45)
    expect(visitMinutes(lengths, 'job', [1, 2, 1])).toBe(150)
    expect(visitMinutes(lengths, 'job', [3])).toBe(120)
    expect(visitMinutes({}, 'job')).toBe(180)
  })
})

const booked = fc.array(
  fc.record({ startHour: fc.integer({ min: 0, max: 24 * 14 }), hours: fc.integer({ min: 1, max: 6 }) }),
  { maxLength: 25 },
)
const BASE = at('2026-11-23T00:00:00Z')
const spansOf = (visits: { startHour: number; hours: number }[]): TimeSpan[] =>
  visits.map(({ startHour, hours }) => ({ start: BASE + startHour * HOUR, end: BASE + (startHour + hours) * HOUR }))
const zones = fc.constantFrom('America/New_York', 'America/Los_Angeles', 'America/Chicago', 'Pacific/Honolulu')

describe('free windows, properties', () => {
  it('every window is on the step, inside working time, on an open day, with a place left', () => {
    fc.assert(
      fc.property(
        booked,
        zones,
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 8 }),
        (visits, timeZone, crews, hours) => {
          const crew = calendar('Mon–Fri 8:00 am – 5:00 pm, Sat 9:00 am – 1:00 pm', timeZone, crews, ['2026-11-26'])
          const taken = spansOf(visits)
          const windows = freeWindows(crew, taken, { minutes: hours * 60, from: BASE, until: BASE + 14 * 24 * HOUR })
          for (const window of windows) {
            expect(window.end - window.start).toBe(hours * HOUR)
            expect(isOpenAt(crew, new Date(window.start))).toBe(true)
            expect(isOpenAt(crew, new Date(window.end - MINUTE))).toBe(true)
            const local = new TZDateMini(window.start, timeZone)
            expect(local.getMinutes() % WINDOW_STEP_MINUTES).toBe(0)
            const day = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`
            expect(day).not.toBe('2026-11-26')
            expect(placesLeft(crews, taken, window)).toBeGreaterThan(0)
            expect(isFreeWindow(crew, taken, window.start, hours * 60, BASE)).toBe(true)
          }
          // Windows come in order, each once.
          expect(windows.map((w) => w.start)).toEqual([...new Set(windows.map((w) => w.start))].sort((a, b) => a - b))
        },
      ),
      // Each run lists two weeks of windows and looks each up again: 30 runs keep it to seconds.
      { numRuns: 30 },
    )
  })

  it('booking the windows one by one never puts more visits at one moment than there are crews', () => {
    fc.assert(
      fc.property(
        zones,
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 30 }),
        (timeZone, crews, picks) => {
          const crew = calendar('Mon–Fri 8:00 am – 5:00 pm', timeZone, crews)
          const taken: TimeSpan[] = []
          for (const pick of picks) {
            const windows = freeWindows(crew, taken, { minutes: 120, from: BASE, until: BASE + 3 * 24 * HOUR })
            if (windows.length === 0) break
            taken.push(windows[pick % windows.length]!)
          }
          for (const visit of taken) {
            const running = taken.filter((other) => other.start <= visit.start && visit.start < other.end).length
            expect(running).toBeLessThanOrEqual(crews)
          }
        },
      ),
    )
  })

  it('a window is free exactly when fewer visits than crews overlap it at its busiest minute', () => {
    fc.assert(
      fc.property(
        booked,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 24 * 14 }),
        (visits, crews, startHour) => {
          const taken = spansOf(visits)
          const span = { start: BASE + startHour * HOUR, end: BASE + (startHour + 2) * HOUR }
          let busiest = 0
          for (let moment = span.start; moment < span.end; moment += 15 * MINUTE)
            busiest = Math.max(busiest, taken.filter((visit) => visit.start <= moment && moment < visit.end).length)
          expect(placesLeft(crews, taken, span)).toBe(Math.max(0, crews - busiest))
        },
      ),
    )
  })
})
