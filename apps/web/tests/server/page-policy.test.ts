import { match } from '@ecs/shared/routes'
import { describe, expect, it } from 'vitest'
import { isPersonalRequest, isSharedRoute } from '../../server/page-policy'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { chooseEncoding, preparePage } from '../../server/prepared-page'

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

describe('preparePage', () => {
  it('gives each encoding the same page, the plain one made on first ask and kept, and counts all three from the start', async () => {
    const html = `<!doctype html><p>Limpieza de ventanas – ${'señal '.repeat(500)}</p>`
    const page = await preparePage(200, html, [['cache-control', 'public']])
    const plain = Buffer.from(html)
    const br = page.variant('br').body
    const gz = page.variant('gzip').body
    expect(page.bytes).toBe(plain.length + br.length + gz.length)
    expect(brotliDecompressSync(br).equals(plain)).toBe(true)
    expect(gunzipSync(gz).equals(plain)).toBe(true)
    const identity = page.variant('identity')
    expect(identity.body.equals(plain)).toBe(true)
    expect(identity.head[identity.head.indexOf('content-length') + 1]).toBe(String(plain.length))
    expect(identity.head).not.toContain('content-encoding')
    expect(page.variant('identity')).toBe(identity)
  })
})
