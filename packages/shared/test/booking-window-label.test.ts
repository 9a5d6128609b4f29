import { describe, expect, it } from 'vitest'
import { momentLabel, windowLabel } from '../src/booking'

// Monday, November 30, 2026, 9 to 10 in the morning in Seattle.
const window = { start: '2026-11-30T17:00:00Z', end: '2026-11-30T18:00:00Z' }

describe('a window as customers read it', () => {
  it('is said in the office’s zone, in English by default', () => {
    expect(windowLabel(window, 'America/Los_Angeles')).toBe('Mon, Nov 30, 9:00 AM – 10:00 AM')
    expect(windowLabel(window, 'America/New_York')).toBe('Mon, Nov 30, 12:00 PM – 1:00 PM')
    expect(momentLabel(window.start, 'America/Los_Angeles')).toBe('Mon, Nov 30, 9:00 AM')
  })

  it('is said in Spanish for a Spanish page, its day before the second comma like the English', () => {
    // The spacing of "a. m." differs between ICU versions (Node's and the browser's).
    const spanish = windowLabel(window, 'America/Los_Angeles', 'es')
    expect(spanish).toMatch(/^lun, 30 de nov, 9:00 a\.\s?m\. – 10:00 a\.\s?m\.$/)
    expect(spanish.split(', ').slice(0, 2).join(', ')).toBe('lun, 30 de nov')
  })
})
