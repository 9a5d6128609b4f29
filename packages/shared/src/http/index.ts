export { QueryError, queryErrorMessage } from './query-error'
export { QUERY_DEFAULTS } from './query-defaults'
export { createDefaultQueryFn, queryPath } from './default-query'
export { apiPaths } from './api-paths'
