import { describe, expect, it } from 'vitest'
import { nextPathFrom } from './session'

describe('nextPathFrom', () => {
  it('returns a same-site path with its query', () => {
    expect(nextPathFrom('?next=%2Fadmin%2Fattribution-dashboard%3Fcampaign%3Dx')).toBe(
      '/admin/attribution-dashboard?campaign=x',
    )
  })
  it.each([
    '?next=https%3A%2F%2Fevil.example%2F',
    '?next=%2F%2Fevil.example',
    '?next=%2F%5Cevil.example',
    '?next=javascript%3Aalert(1)',
    // Resolve to //evil.example/, which the browser reads as another host.
    '?next=/.//evil.example/',
    '?next=/..//evil.example/',
    '?next=/%252e//evil.example/',
    '',
  ])('falls back to /cms for %s', (search) => {
    expect(nextPathFrom(search)).toBe('/cms')
  })
})
