import { ProblemError, problemResponse } from '@ecs/shared/http'
import type { PayloadHandler } from 'payload'

/** A JSON answer of our endpoints, never cached. Errors are problems instead (`problemResponse`). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

/**
 * A custom endpoint whose thrown ProblemError (a body it cannot read, a field refused while storing)
 * becomes its answer; anything else is left to Payload (logged, answered 500 without internals).
 */
export function answeringProblems(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    try {
      return await handler(req)
    } catch (error) {
      if (error instanceof ProblemError) return problemResponse(error.details)
      throw error
    }
  }
}
