import type { Location, PaginatedDocs } from '@ecs/shared/cms'
import type { LocationSlug } from '@ecs/shared/catalog'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

/** All four locations: small, needed by the header, footer and most pages, so fetched as one list. */
export const locationsQuery = () => queryOptions<PaginatedDocs<Location>>({ queryKey: ['/api/locations?depth=0&limit=20&sort=name'] })

export function useLocations(): Location[] {
  return useSuspenseQuery(locationsQuery()).data.docs
}

export function useLocation(slug: LocationSlug | undefined): Location | undefined {
  const locations = useLocations()
  return slug ? locations.find((location) => location.slug === slug) : undefined
}
