import type { Location, PaginatedDocs } from '@ecs/shared/cms'
import type { LocationSlug } from '@ecs/shared/catalog'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

/**
 * All four locations: needed by the header, footer and most pages, so fetched as one list, without
 * the long `about` copy (only the location's about page shows it: locationAboutQuery).
 */
export const locationsQuery = () =>
  queryOptions<PaginatedDocs<Location>>({ queryKey: ['/api/locations?depth=0&limit=20&sort=name&select[about]=false'] })

/** One location's about copy. */
export const locationAboutQuery = (slug: string) =>
  queryOptions<PaginatedDocs<Pick<Location, 'id' | 'about'>>>({
    queryKey: [`/api/locations?where[slug][equals]=${encodeURIComponent(slug)}&depth=0&limit=1&select[about]=true`],
  })

export function useLocationAbout(slug: string): Location['about'] {
  return useSuspenseQuery(locationAboutQuery(slug)).data.docs[0]?.about
}

export function useLocations(): Location[] {
  return useSuspenseQuery(locationsQuery()).data.docs
}

export function useLocation(slug: LocationSlug | undefined): Location | undefined {
  const locations = useLocations()
  return slug ? locations.find((location) => location.slug === slug) : undefined
}
