import { describe, expect, it } from 'vitest'
import { dialledPhone, telHref } from './phone'

describe('dialledPhone', () => {
  it.each([
    ['(509) 555-0100', '+15095550100'],
    ['509.555.0100', '+15095550100'],
    ['+1 509 555 0100', '+15095550100'],
    ['1-509-555-0100', '+15095550100'],
  ])('%s is dialled as %s', (shown, dialled) => {
    expect(dialledPhone(shown)).toBe(dialled)
    expect(telHref(shown)).toBe(`tel:${dialled}`)
  })
})
