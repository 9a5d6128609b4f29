import { RETRY_AFTER_SECONDS } from '@ecs/shared/http'
import type { AfterErrorHook } from 'payload'
import { afterErrorProblem } from '../utilities/after-error-problem'
import { DATABASE_BUSY_DETAIL, isConnectionTimeout } from '../utilities/postgres-error'

/**
 * A request that waited past the connection budget for a database connection (every one busy: a
 * burst, a slow statement elsewhere), in Payload's own operations or its sign-in check: nothing was
 * done, so it is a 503 to send again shortly, not a 500.
 */
export const answerBusyDatabaseWithTryAgain: AfterErrorHook = ({ error, req }) => {
  if (!isConnectionTimeout(error)) return
  const answer = afterErrorProblem(req, 503, DATABASE_BUSY_DETAIL)
  req.responseHeaders!.set('retry-after', String(RETRY_AFTER_SECONDS))
  return answer
}
