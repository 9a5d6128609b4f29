import { apiPath } from '@ecs/shared/api'
import type { Location, PaginatedDocs } from '@ecs/shared/cms'
import { LOCATIONS, type LocationSlug } from '@ecs/shared/catalog'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { PICTURE_FIELDS } from './media-fields'

/**
 * All four locations (the server's ZIP lookup reads the same path, so both share one cache entry): needed by the header, footer and most pages, so fetched as one list, without
 * the long `about` copy (only the location's about page shows it: locationAboutQuery).
 */
export const LOCATIONS_PATH = apiPath('locations', { query: 'depth=0&limit=20&sort=name&select[about]=false' })

export const locationsQuery = () => queryOptions<PaginatedDocs<Location>>({ queryKey: [LOCATIONS_PATH] })

/** One location's about copy. */
export const locationAboutQuery = (slug: string) =>
  queryOptions<PaginatedDocs<Pick<Location, 'id' | 'about'>>>({
    queryKey: [
      apiPath('locations', {
        query: `where[slug][equals]=${encodeURIComponent(slug)}&depth=0&limit=1&select[about]=true`,
      }),
    ],
  })

export function useLocationAbout(slug: string): Location['about'] {
  return useSuspenseQuery(locationAboutQuery(slug)).data.docs[0]?.about
}

/**
 * Each location's picture (its skyline), read only by the pages that show one, so the locations list
 * every page reads stays small.
 */
export const locationPicturesQuery = () =>
  queryOptions<PaginatedDocs<Pick<Location, 'id' | 'slug' | 'image'>>>({
    queryKey: [
      apiPath('locations', {
        query: `depth=1&limit=20&sort=name&select[slug]=true&select[image]=true&${PICTURE_FIELDS}`,
      }),
    ],
  })

/** The picture of one location, or of each (by slug). */
export function useLocationPictures(): Map<string, Location['image']> {
  return new Map(useSuspenseQuery(locationPicturesQuery()).data.docs.map((location) => [location.slug, location.image]))
}

export function useLocations(): Location[] {
  return useSuspenseQuery(locationsQuery()).data.docs
}

/** The locations as a form's choices, in the catalog's order, each named as the page's language names it. */
export function useLocationChoices(): { value: LocationSlug; label: string }[] {
  const labels = new Map(useLocations().map((location) => [location.slug, location.label]))
  return LOCATIONS.map((facts) => ({ value: facts.slug, label: labels.get(facts.slug) ?? facts.label }))
}

export function useLocation(slug: LocationSlug | undefined): Location | undefined {
  const locations = useLocations()
  return slug ? locations.find((location) => location.slug === slug) : undefined
}
