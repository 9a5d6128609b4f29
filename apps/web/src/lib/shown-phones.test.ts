import { afterEach, describe, expect, it } from 'vitest'
import { setShownPhones, shownPhone } from './shown-phones'

describe('shownPhone', () => {
  afterEach(() => setShownPhones({}))

  it('finds a page’s number by its digits, however the page spells it', () => {
    setShownPhones({ '+15095550100': '(509) 555-0142' })
    for (const spelling of ['(509) 555-0100', '509-555-0100', '509.555.0100', '+1 509 555 0100', '1 (509) 555-0100'])
      expect(shownPhone(spelling)).toBe('(509) 555-0142')
  })

  it('keeps the page’s own number when the visit is shown no other', () => {
    expect(shownPhone('(509) 555-0100')).toBe('(509) 555-0100')
    setShownPhones({ '+12065550100': '(206) 555-0142' })
    expect(shownPhone('(509) 555-0100')).toBe('(509) 555-0100')
    expect(shownPhone('Call us')).toBe('Call us')
  })
})
