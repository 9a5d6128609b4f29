import { describe, expect, it } from 'vitest'
import { API_ROUTES, apiPath, localizedContentPath, pathMatches, type ApiName } from '../src/api'
import { API_SCHEMAS } from '../src/api/schemas'

describe('the API contract', () => {
  it('declares schemas for every route, and no route twice', () => {
    expect(Object.keys(API_SCHEMAS).sort()).toEqual(Object.keys(API_ROUTES).sort())
    const seen = Object.values(API_ROUTES).map((route) => `${route.method} ${route.path}`)
    expect(new Set(seen).size).toBe(seen.length)
  })

  it('builds addresses with the parameters encoded and empty filters left out', () => {
    expect(apiPath('attributionSave')).toBe('/api/attribution')
    expect(apiPath('attributionRead', { params: { sessionId: '../users' } })).toBe('/api/attribution/..%2Fusers')
    expect(apiPath('deskAddNote', { params: { id: 7 } })).toBe('/api/desk/leads/7/notes')
    expect(apiPath('deskInbox', { query: { kind: 'estimate', q: '', owner: undefined, page: 2 } })).toBe(
      '/api/desk/leads?kind=estimate&page=2',
    )
    expect(apiPath('pages', { query: 'depth=1&limit=1' })).toBe('/api/pages?depth=1&limit=1')
  })

  it('matches a normalised path to a route, a parameter standing for one segment', () => {
    expect(pathMatches(API_ROUTES.deskLead.path, '/api/desk/leads/12')).toBe(true)
    expect(pathMatches(API_ROUTES.deskLead.path, '/api/desk/leads/12/notes')).toBe(false)
    expect(pathMatches(API_ROUTES.leadEstimate.path, '/api/leads/estimate')).toBe(true)
  })

  it('gives every path parameter a name the path builder fills', () => {
    for (const name of Object.keys(API_ROUTES) as ApiName[]) {
      const path = API_ROUTES[name].path
      expect(path.startsWith('/api/'), name).toBe(true)
      expect(path, name).not.toMatch(/\/$|\/\/|[?#]/)
    }
  })
})

describe('localized content reads', () => {
  it('ask the CMS content endpoints in the page language, and nothing else', () => {
    expect(localizedContentPath('/api/locations?depth=0&limit=20', 'es')).toBe(
      '/api/locations?depth=0&limit=20&locale=es',
    )
    expect(localizedContentPath('/api/globals/site-settings', 'es')).toBe('/api/globals/site-settings?locale=es')
    expect(localizedContentPath('/api/locations?depth=0', 'en')).toBe('/api/locations?depth=0')
    expect(localizedContentPath('/api/reviews/ratings', 'es')).toBe('/api/reviews/ratings')
    expect(localizedContentPath('/api/desk/leads', 'es')).toBe('/api/desk/leads')
  })
})
