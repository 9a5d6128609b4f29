import {
  API_ROUTES,
  apiPath,
  pathMatches,
  type ApiAddress,
  type ApiAnswer,
  type ApiName,
  type ApiParams,
} from '@ecs/shared/api'
import { queryOptions } from '@tanstack/react-query'

type OptionalAddress<Name extends ApiName> = keyof ApiParams<Name> extends never
  ? [address?: ApiAddress<Name>]
  : [address: ApiAddress<Name>]

/**
 * The query of one GET endpoint of the API contract: keyed by its address (the default query function
 * GETs the key's path), its data typed with the endpoint's declared answer.
 */
export function apiQuery<Name extends ApiName>(name: Name, ...[address]: OptionalAddress<Name>) {
  return queryOptions<ApiAnswer<Name>>({ queryKey: [apiPath(name, address as never)] })
}

/** Matches every cached query of one endpoint, whatever its parameters and filters (for invalidating them). */
export function queriesOf(name: ApiName) {
  return ({ queryKey }: { queryKey: readonly unknown[] }) =>
    pathMatches(API_ROUTES[name].path, String(queryKey[0]).split('?', 1)[0] ?? '')
}
