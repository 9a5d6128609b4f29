import { describe, expect, it } from 'vitest'
import { mayOpenStaffPage, nextPathFrom } from './session'

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

describe('mayOpenStaffPage', () => {
  const as = (...roles: string[]) => ({ roles })
  it('lets the office and admins open every staff page', () => {
    for (const user of [as('staff'), as('admin')])
      for (const path of ['/cms', '/admin/leads?lead=3', '/admin/calendar'])
        expect(mayOpenStaffPage(user, path), path).toBe(true)
  })
  it('lets marketing open the pages open to marketing, with their query, and no other', () => {
    expect(mayOpenStaffPage(as('marketing'), '/cms?campaign=spring')).toBe(true)
    expect(mayOpenStaffPage(as('marketing'), '/admin/leads')).toBe(false)
    expect(mayOpenStaffPage(as('marketing'), '/no-such-page')).toBe(false)
    expect(mayOpenStaffPage(as(), '/cms')).toBe(false)
    expect(mayOpenStaffPage(null, '/cms')).toBe(false)
  })
})
