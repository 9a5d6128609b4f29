import { match } from '@ecs/shared/routes'
import { describe, expect, it } from 'vitest'
import { isPersonalRequest, isSharedRoute } from '../../server/page-policy'
import { chooseEncoding } from '../../server/prepared-page'

describe('isPersonalRequest', () => {
  it.each([
    ['', undefined, false],
    ['?', undefined, false],
    ['?utm_source=mail&utm_campaign=spring&gclid=x', undefined, false],
    ['?ref=EST-0A1B2C3D', undefined, true],
    ['?utm_source=mail&plan=plus', undefined, true],
    ['?preview=1', undefined, true],
    ['', '_ga=GA1.1.1; theme=dark', false],
    ['', '_ga=GA1.1.1; payload-token=abc.def', true],
    ['?utm_source=mail', 'payload-token=abc', true],
  ])('%s with cookie %s -> %s', (search, cookie, expected) => {
    expect(isPersonalRequest(search, cookie)).toBe(expected)
  })
})

describe('isSharedRoute', () => {
  it('shares public pages and forms, never staff pages, the sign-in or the not-found page', () => {
    for (const path of ['/', '/dmv', '/dmv/contact', '/learn/soft-washing', '/thank-you'])
      expect(isSharedRoute(match(path)), path).toBe(true)
    for (const path of ['/cms', '/admin/attribution-dashboard', '/login', '/no-such-page'])
      expect(isSharedRoute(match(path)), path).toBe(false)
  })
})

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['gzip;q=0.0', 'identity'],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})
