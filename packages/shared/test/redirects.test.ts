import { describe, expect, it } from 'vitest'
import { redirectKey, redirectStatus, redirectTarget } from '../src/routes'

describe('redirectKey', () => {
  it.each([
    ['/Spring-Offer/', '/spring-offer'],
    ['//x', undefined],
    ['/a//b?utm_source=x', '/a/b'],
    ['/%53pring', '/spring'],
    ['/', '/'],
    ['spring', undefined],
    ['https://example.com/a', undefined],
    ['/%E0%A4%A', undefined],
  ])('%s -> %s', (path, key) => {
    expect(redirectKey(path)).toBe(key)
  })
})

describe('redirectTarget', () => {
  it('leads to the referenced document’s page, or the address given', () => {
    const article = { relationTo: 'articles', value: { slug: 'soft-washing' } }
    expect(redirectTarget({ to: { type: 'reference', reference: article } })).toBe('/learn/soft-washing')
    expect(redirectTarget({ to: { type: 'custom', url: ' /dmv ' } })).toBe('/dmv')
  })

  it('is undefined for an unpopulated reference or a document without a page', () => {
    expect(
      redirectTarget({ to: { type: 'reference', reference: { relationTo: 'articles', value: 4 } } }),
    ).toBeUndefined()
    const unknown = { relationTo: 'articles', value: { slug: 'no-such-article' } }
    expect(redirectTarget({ to: { type: 'reference', reference: unknown } })).toBeUndefined()
    expect(redirectTarget({ to: { type: 'custom', url: '' } })).toBeUndefined()
  })
})

describe('redirectStatus', () => {
  it('is the chosen status, 301 by default', () => {
    expect(redirectStatus({ type: '302' })).toBe(302)
    expect(redirectStatus({ type: '308' })).toBe(308)
    expect(redirectStatus({ type: null })).toBe(301)
    expect(redirectStatus({ type: '418' })).toBe(301)
  })
})
