import { windowLabel, type WindowView } from '@ecs/shared/booking'
import { problem } from '@ecs/shared/http'
import { describe, expect, it } from 'vitest'
import { en } from '../../../lib/messages/en'
import { es } from '../../../lib/messages/es'
import { visitRefusal } from './visit-refusal'

// The CMS's refusals of an estimate visit booking (booking/estimate-visit-booking.ts, take-window.ts): English sentences.
const justTaken = problem(
  409,
  'Mon, Nov 30, 9:00 AM – 10:00 AM was just taken or is not free. The next free times: …',
  {
    errors: [{ field: 'startsAt', message: 'Mon, Nov 30, 9:00 AM – 10:00 AM was just taken or is not free.' }],
  },
)
const expired = problem(410, 'This booking link has expired. Please call us to book your estimate visit.', {
  errors: [{ field: 'token', message: 'This booking link has expired. Please call us to book your estimate visit.' }],
})
const forged = problem(403, 'This booking link is not valid.', {
  errors: [{ field: 'token', message: 'This booking link is not valid.' }],
})
const malformed = problem(422, 'Please check the highlighted fields.', {
  errors: [{ field: 'startsAt', message: 'Invalid ISO datetime' }],
})

/** Four free windows from Monday 10:00 in Seattle, said in a page's language. */
const windowsIn = (locale: 'en' | 'es'): WindowView[] =>
  [18, 19, 20, 21].map((hour) => {
    const start = `2026-11-30T${hour}:00:00.000Z`
    const end = `2026-11-30T${hour + 1}:00:00.000Z`
    return { startsAt: start, endsAt: end, label: windowLabel({ start, end }, 'America/Los_Angeles', locale) }
  })

describe('a refused estimate visit booking in the page language', () => {
  it('says a window just taken with the next three free ones, in the page’s words and labels', () => {
    expect(visitRefusal(justTaken, windowsIn('en'), en)).toBe(
      'That time was just taken. The next free times: Mon, Nov 30, 10:00 AM – 11:00 AM; Mon, Nov 30, 11:00 AM – 12:00 PM; Mon, Nov 30, 12:00 PM – 1:00 PM.',
    )
    const spanish = visitRefusal(justTaken, windowsIn('es'), es)
    expect(spanish).toMatch(/^Alguien acaba de reservar esa hora\. Las próximas horas libres: lun, 30 de nov, 10:00/)
    expect(spanish.split('; ')).toHaveLength(3)
    expect(spanish).not.toMatch(/just taken|Mon|AM/)
  })

  it('says there is no other time when the windows read again are none', () => {
    expect(visitRefusal(justTaken, [], es)).toBe(es.estimateVisit.refused.noneLeft)
  })

  it('says a link the server no longer honours is closed, whether expired or refused, never in English on a Spanish page', () => {
    expect(visitRefusal(expired, windowsIn('es'), es)).toBe(es.estimateVisit.closed)
    expect(visitRefusal(forged, windowsIn('es'), es)).toBe(es.estimateVisit.closed)
    expect(visitRefusal(expired, windowsIn('en'), en)).toBe(
      'Your visit can no longer be booked online. We will call you to book it.',
    )
  })

  it('says a window never offered, too many tries, and anything else by its kind', () => {
    expect(visitRefusal(malformed, windowsIn('es'), es)).toBe(es.estimateVisit.refused.notOffered)
    expect(visitRefusal(problem(429, 'Too many requests.'), [], es)).toBe(es.estimateVisit.refused.tooMany)
    expect(visitRefusal(problem(503, 'Busy.'), [], es)).toBe(es.windowPicker.notReached)
    expect(visitRefusal(problem(503, 'No answer', { kind: 'unreachable' }), [], en)).toBe(
      'Your booking did not reach us. Please try again.',
    )
    expect(visitRefusal(undefined, [], es)).toBe(es.windowPicker.notReached)
  })
})
