import type { AfterErrorHook } from 'payload'
import { afterErrorProblem } from '../utilities/after-error-problem'
import { postgresErrorCode } from '../utilities/postgres-error'

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Input Payload fails on with a 500 although it is the caller's: answered 400, saying what is wrong.
 * - A multipart body Payload could not parse (no boundary, cut short, a `_payload` part that is not
 *   JSON): it fails inside Payload's body reading, before the request has data. Database errors
 *   (which carry a SQLSTATE) are never taken for this.
 * - A JSON body that is not an object (`null`, an array, a number), which the operations assume.
 * - A write that points at a document that does not exist (foreign key violation, 23503).
 */
export const answerUnreadableInputWithBadRequest: AfterErrorHook = ({ error, req }) => {
  const code = postgresErrorCode(error)
  if (code === '23503') return afterErrorProblem(req, 400, 'The request refers to a document that does not exist.')
  const status = (error as { status?: unknown }).status
  if (code || (status !== undefined && status !== 500)) return
  const contentType = req.headers.get('content-type') ?? ''
  if (/^multipart\//i.test(contentType) && req.data === undefined)
    return afterErrorProblem(req, 400, 'The form data could not be read.')
  if (/^application\/json/i.test(contentType) && req.data !== undefined && !isObject(req.data))
    return afterErrorProblem(req, 400, 'The body must be a JSON object.')
}
