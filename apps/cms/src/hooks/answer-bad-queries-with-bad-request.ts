import type { AfterErrorHook } from 'payload'
import { afterErrorProblem } from '../utilities/after-error-problem'
import { postgresErrorCode } from '../utilities/postgres-error'

/**
 * Postgres rejects some filters a visitor can write in a REST query, e.g. `like` on a select field
 * or text where a number is stored; Payload would answer 500. Those are the visitor's input errors:
 * answer 400 and name what was wrong. Data exceptions (class 22) and undefined operators (42883).
 */
export const answerBadQueriesWithBadRequest: AfterErrorHook = ({ error, req }) => {
  const code = postgresErrorCode(error)
  if (!code || !(code.startsWith('22') || code === '42883')) return
  return afterErrorProblem(req, 400, 'A filter in the request does not fit the field it is applied to.', 'where')
}
