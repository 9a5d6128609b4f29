export { QueryError, queryErrorMessage } from './query-error'
export { QUERY_DEFAULTS } from './query-defaults'
export { createDefaultQueryFn, queryPath } from './default-query'
export {
  PROBLEM_KINDS,
  PROBLEM_MEDIA_TYPE,
  ProblemError,
  RETRY_AFTER_SECONDS,
  isProblemDetails,
  problem,
  problemResponse,
  problemType,
  toProblemDetails,
  type ProblemDetails,
  type ProblemKind,
} from './problem'
export { BODY_LIMITS, bodyLimit, isCmsApiPath, limitedAction, routedPath, type LimitedAction } from './api-doors'
export { originFormTarget, singleSlashTarget } from './request-target'
export { PERMISSIONS_POLICY } from './permissions-policy'
