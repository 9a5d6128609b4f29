import { PROBLEM_MEDIA_TYPE, problem } from '@ecs/shared/http'
import type { PayloadRequest } from 'payload'

/**
 * What an afterError hook returns to answer a problem instead of Payload's error: the problem as the
 * body, sent as application/problem+json (Payload merges `req.responseHeaders` into its answer, and
 * Response.json keeps a content type it is given). Its `errors` entry also carries the `message`
 * Payload's admin reads from `errors[0]`, so the admin shows the same words.
 */
export function afterErrorProblem(req: PayloadRequest, status: number, detail: string, field = '') {
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('content-type', PROBLEM_MEDIA_TYPE)
  return { status, response: { ...problem(status, detail, { errors: [{ field, message: detail }] }) } }
}
