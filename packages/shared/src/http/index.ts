export { QueryError, queryErrorMessage } from './query-error'
export { QUERY_DEFAULTS } from './query-defaults'
export { createDefaultQueryFn, queryPath } from './default-query'
export { apiPaths } from './api-paths'
export {
  PROBLEM_KINDS,
  PROBLEM_MEDIA_TYPE,
  ProblemError,
  isProblemDetails,
  problem,
  problemResponse,
  problemType,
  toProblemDetails,
  type ProblemDetails,
  type ProblemKind,
} from './problem'
export { BODY_LIMITS, bodyLimit, limitedAction, routedPath, type LimitedAction } from './api-doors'
