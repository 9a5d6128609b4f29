import { describe, expect, it } from 'vitest'
import { numberShownFor } from './shown-phones'

describe('numberShownFor', () => {
  it('finds a page’s number by its digits, however the page spells it', () => {
    for (const spelling of ['(509) 555-0100', '509-555-0100', '509.555.0100', '+1 509 555 0100', '1 (509) 555-0100'])
      expect(numberShownFor(spelling, { '+15095550100': '(509) 555-0142' })).toBe('(509) 555-0142')
  })

  it('keeps the page’s own number when the visit is shown no other', () => {
    expect(numberShownFor('(509) 555-0100', {})).toBe('(509) 555-0100')
    expect(numberShownFor('(509) 555-0100', { '+12065550100': '(206) 555-0142' })).toBe('(509) 555-0100')
    expect(numberShownFor('Call us', { '+12065550100': '(206) 555-0142' })).toBe('Call us')
  })
})
