import type { ServiceType } from '@ecs/shared/catalog'
import type { Service } from '@ecs/shared/cms'
import { servicePrice, type ServicePrice } from '@ecs/shared/schemas'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { apiQuery } from '../lib/api-query'
import { PICTURE_FIELDS } from './media-fields'

/**
 * Every published service for cards and lists, in the catalog's order: with its image (depth 1) and
 * where its price starts (everywhere and per location), without the page copy and the rest of its
 * pricing, and with only the slugs of its locations (the page data travels in the HTML).
 */
export const servicesQuery = () =>
  apiQuery('services', {
    query: `depth=1&limit=50&sort=serviceId&select[body]=false&select[faqs]=false&select[highlights]=false&select[pricing][factors]=false&select[pricing][estimate]=false&select[localNotes]=false&populate[locations][slug]=true&${PICTURE_FIELDS}`,
  })

/**
 * The homeowners' services with their prices, for the estimate wizard's range (local from-prices
 * name their location by slug).
 */
export const servicePricesQuery = () =>
  apiQuery('services', {
    query:
      'where[type][equals]=residential&depth=1&limit=50&select[slug]=true&select[name]=true&select[pricing]=true&populate[locations][slug]=true',
  })

/** One service with its whole page copy. */
export const serviceQuery = (slug: string) =>
  apiQuery('services', {
    query: `where[slug][equals]=${encodeURIComponent(slug)}&depth=1&limit=1&populate[locations][slug]=true&${PICTURE_FIELDS}`,
  })

export function useServices(type?: ServiceType): Service[] {
  const services = useSuspenseQuery(servicesQuery()).data.docs
  return type ? services.filter((service) => service.type === type) : services
}

export function useService(slug: string): Service | undefined {
  return useSuspenseQuery(serviceQuery(slug)).data.docs[0]
}

/** Every homeowners' service's prices as the estimate reads them. */
export function useServicePrices(): ServicePrice[] {
  return useSuspenseQuery(servicePricesQuery()).data.docs.map(servicePrice)
}

export function serviceExists(queryClient: QueryClient, slug: string): boolean {
  return (queryClient.getQueryData(serviceQuery(slug).queryKey)?.docs.length ?? 0) > 0
}

/** The slugs of the locations a service is offered at (locations are populated at depth 1). */
export function serviceLocationSlugs(service: Service): string[] {
  return (service.locations ?? []).flatMap((location) => (typeof location === 'object' ? [location.slug] : []))
}
