import { API_ROUTES, type ApiName } from './api-routes'
import type { ApiParams, ApiQueryInput } from './api-types'
import { fillPath, searchOf, type SearchValues } from './define-route'

/** The address of a call, as the browser sends it: the parameters filled in, and its query string. */
export type ApiAddress<Name extends ApiName> = (keyof ApiParams<Name> extends never
  ? { params?: undefined }
  : { params: ApiParams<Name> }) &
  (ApiQueryInput<Name> extends undefined ? { query?: undefined } : { query?: ApiQueryInput<Name> })

/** The path and query string of one endpoint: `apiPath('deskLead', { params: { id: 3 } })` is '/api/desk/leads/3'. */
export function apiPath<Name extends ApiName>(name: Name, ...[address]: OptionalAddress<Name>): string {
  const route = API_ROUTES[name]
  const path = fillPath<string>(route.path, (address?.params ?? {}) as never)
  return path + searchOf(address?.query as SearchValues | string | undefined)
}

type OptionalAddress<Name extends ApiName> = keyof ApiParams<Name> extends never
  ? [address?: ApiAddress<Name>]
  : [address: ApiAddress<Name>]
