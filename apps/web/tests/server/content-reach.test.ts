import { describe, expect, it } from 'vitest'
import { mayContain, reachOf } from '../../server/content-reach'

// Which cached CMS answers a change can alter: from the path's own query and the ids in the answer.

const picture = { source: 'media', id: 7, containedBy: { services: 1, articles: 1, redirects: 2 } }
const service = { source: 'services', id: 3, containedBy: { reviews: 1, redirects: 1 } }

const servicePage = reachOf('/api/services?where[slug][equals]=roofs&depth=1&limit=1', {
  docs: [{ id: 3, name: 'Roofs', image: { id: 7, alt: 'A roof' }, locations: [{ id: 1, slug: 'dmv' }] }],
})

describe('the reach of a cached CMS answer', () => {
  it('reads the source, depth and one document from the path', () => {
    expect(servicePage).toMatchObject({ source: 'services', id: undefined, depth: 1, filtersThroughRelations: false })
    expect(reachOf('/api/globals/company-info?depth=0', {})).toMatchObject({ source: 'globals/company-info', depth: 0 })
    expect(reachOf('/api/services/3', {})).toMatchObject({ source: 'services', id: '3', depth: Infinity })
    expect(reachOf('/api/reviews?where[location.slug][equals]=dmv&depth=1', {}).filtersThroughRelations).toBe(true)
  })

  it('is reached by any change to its own source, but a read by id only by that document', () => {
    expect(mayContain(servicePage, { ...service, id: 99 })).toBe(true)
    expect(mayContain(reachOf('/api/services/3?depth=0', {}), service)).toBe(true)
    expect(mayContain(reachOf('/api/services/4?depth=0', {}), service)).toBe(false)
  })

  it('is reached through a relation only when populated deep enough and holding the changed document', () => {
    expect(mayContain(servicePage, picture)).toBe(true)
    expect(mayContain(servicePage, { ...picture, id: 8 })).toBe(false)
    expect(mayContain(reachOf('/api/articles?depth=0', { docs: [{ id: 1, image: 7 }] }), picture)).toBe(false)
    expect(
      mayContain(reachOf('/api/redirects?depth=1', { docs: [{ id: 2, to: { value: { id: 7 } } }] }), picture),
    ).toBe(false)
    expect(mayContain(servicePage, { source: 'locations', id: 1, containedBy: {} })).toBe(false)
  })

  it('is reached by any change to a source its filter goes through, and anything reaches an unknown path', () => {
    const byLocation = reachOf('/api/reviews?where[location.slug][equals]=dmv&depth=0', { docs: [] })
    expect(mayContain(byLocation, { source: 'locations', id: 5, containedBy: { reviews: 1 } })).toBe(true)
    expect(mayContain(reachOf('/sitemap-source', {}), picture)).toBe(true)
  })
})
