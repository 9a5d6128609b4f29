import type { ServiceType } from '@ecs/shared/catalog'
import type { PaginatedDocs, Service } from '@ecs/shared/cms'
import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'

/** Every published service with its image (depth 1), in the spec's order: lists and menus share it. */
export const servicesQuery = () => queryOptions<PaginatedDocs<Service>>({ queryKey: ['/api/services?depth=1&limit=50&sort=serviceId'] })

export function useServices(type?: ServiceType): Service[] {
  const services = useSuspenseQuery(servicesQuery()).data.docs
  return type ? services.filter((service) => service.type === type) : services
}

export function useService(slug: string): Service | undefined {
  return useServices().find((service) => service.slug === slug)
}

export function serviceExists(queryClient: QueryClient, slug: string): boolean {
  return queryClient.getQueryData(servicesQuery().queryKey)?.docs.some((service) => service.slug === slug) ?? false
}

/** The slugs of the locations a service is offered at (locations are populated at depth 1). */
export function serviceLocationSlugs(service: Service): string[] {
  return (service.locations ?? []).flatMap((location) => (typeof location === 'object' ? [location.slug] : []))
}
