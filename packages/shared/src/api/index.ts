// The API contract's zod-free half: the routes, the path builder and the types the schemas imply. The
// schemas themselves are '@ecs/shared/api/schemas' (the CMS's endpoints and the tests read them).
export { API_ROUTES, LEAD_ENDPOINTS, type ApiName, type ApiPathOf } from './api-routes'
export { apiPath, type ApiAddress } from './api-path'
export { localizedContentPath } from './content-locale'
export { filtersFromSearch } from './search-filters'
export {
  fillPath,
  pathMatches,
  searchOf,
  type ApiMethod,
  type ApiRoute,
  type PathParamNames,
  type PathParams,
  type SearchValues,
} from './define-route'
export type { ApiAnswer, ApiBody, ApiBodyInput, ApiErrorField, ApiParams, ApiQuery, ApiQueryInput } from './api-types'
export type {
  ContentOverview,
  DeskOverview,
  LeadAccepted,
  LeadPhotosAdded,
  LeadPage,
  LeadPhoto,
  LeadTexting,
  AdsConversionUpload,
  SpeedFigures,
  SpeedReport,
  StaffAccount,
  TextQueued,
  TimelineEntry,
} from './answers'
