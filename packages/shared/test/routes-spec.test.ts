import { describe, expect, it } from 'vitest'
import { allConcretePaths, match } from '../src/routes'
import {
  ALL_SPEC_ROUTES,
  SPEC_ADMIN_ROUTES,
  SPEC_GENERAL_ROUTES,
  SPEC_LANDING_ROUTES,
  SPEC_LOCATION_SERVICE_ROUTES,
  SPEC_PER_LOCATION_ROUTES,
  SPEC_SERVICE_ROUTES,
  type ExpectedRoute,
} from './spec-routes'

function expectRoute({ path, page, params = {}, location, canonicalPath = path }: ExpectedRoute) {
  const result = match(path)
  expect(result).toMatchObject({ page, params, canonicalPath })
  if (result.page === 'not-found') return
  expect(result.location).toBe(location)
  expect(result.redirectTo).toBeUndefined()
}

describe('every route of the product resolves to its page and params', () => {
  it.each(SPEC_GENERAL_ROUTES.map((route) => [route.path, route] as const))('general %s', (_path, route) =>
    expectRoute(route),
  )
  it.each(SPEC_ADMIN_ROUTES.map((route) => [route.path, route] as const))('admin %s', (_path, route) =>
    expectRoute(route),
  )
  it.each(SPEC_LANDING_ROUTES.map((route) => [route.path, route] as const))('landing %s', (_path, route) =>
    expectRoute(route),
  )
  it.each(SPEC_SERVICE_ROUTES.map((route) => [route.path, route] as const))('service %s', (_path, route) =>
    expectRoute(route),
  )
  it.each(SPEC_LOCATION_SERVICE_ROUTES.map((route) => [route.path, route] as const))(
    'location service %s',
    (_path, route) => expectRoute(route),
  )
  it.each(SPEC_PER_LOCATION_ROUTES.map((route) => [route.path, route] as const))('per location %s', (_path, route) =>
    expectRoute(route),
  )
})

describe('the route table lists exactly the product routes', () => {
  it('has no path the product does not name, and misses none', () => {
    const listed = allConcretePaths()
      .filter((entry) => entry.locale === 'en')
      .map((entry) => entry.path)
      .sort()
    const expected = ALL_SPEC_ROUTES.map((route) => route.path).sort()
    expect(listed).toEqual(expected)
  })

  it('agrees with the product routes on page, location and canonical path of every listed path', () => {
    const expectedByPath = new Map(ALL_SPEC_ROUTES.map((route) => [route.path, route]))
    for (const entry of allConcretePaths().filter((item) => item.locale === 'en')) {
      const expected = expectedByPath.get(entry.path)
      expect(entry.page, entry.path).toBe(expected?.page)
      expect(entry.location, entry.path).toBe(expected?.location)
      expect(entry.canonicalPath, entry.path).toBe(expected?.canonicalPath ?? entry.path)
    }
  })
})

describe('the Spanish pages', () => {
  it('are every route but the English-only ones, under /es, with the same page, location and canonical', () => {
    const english = allConcretePaths().filter((entry) => entry.locale === 'en')
    const spanish = new Map(
      allConcretePaths()
        .filter((entry) => entry.locale === 'es')
        .map((entry) => [entry.path, entry]),
    )
    const twins = english.filter((entry) => !entry.flags.englishOnly)
    expect(spanish.size).toBe(twins.length)
    for (const entry of twins) {
      const twin = spanish.get(entry.path === '/' ? '/es' : `/es${entry.path}`)
      expect(twin?.location, entry.path).toBe(entry.location)
      expect(twin, entry.path).toMatchObject({
        page: entry.page,
        canonicalPath: entry.canonicalPath === '/' ? '/es' : `/es${entry.canonicalPath}`,
        languages: { en: entry.path, es: twin?.path },
      })
    }
  })
})

describe("the '-services' suffix on the type of a location service", () => {
  it.each(SPEC_LOCATION_SERVICE_ROUTES.map((route) => [route.path, route] as const))(
    '%s with the suffix',
    (path, route) => {
      const suffixed = path.replace(/\/services\/(commercial|residential)\//, '/services/$1-services/')
      expect(match(suffixed)).toMatchObject({
        page: 'location-service',
        params: route.params,
        location: route.location,
        canonicalPath: path,
        redirectTo: path,
      })
    },
  )

  it('works for the example in the brief', () => {
    expect(match('/locations/dmv/services/commercial-services/graffiti-removal')).toMatchObject({
      page: 'location-service',
      params: { location: 'dmv', type: 'commercial', serviceSlug: 'graffiti-removal' },
    })
  })
})
