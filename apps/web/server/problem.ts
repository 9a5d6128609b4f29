import { PROBLEM_MEDIA_TYPE, type ProblemDetails } from '@ecs/shared/http'
import type { Response } from 'express'

/**
 * Writes a problem (RFC 9457, built with `problem()` from @ecs/shared/http) as the answer, with the
 * same bare media type as the CMS's problems (Express's `send` would add a charset: JSON has none).
 */
export function sendProblem(res: Response, details: ProblemDetails): void {
  const text = JSON.stringify(details)
  res
    .status(details.status)
    .set({
      'content-type': PROBLEM_MEDIA_TYPE,
      'content-length': String(Buffer.byteLength(text)),
      'cache-control': 'no-store',
    })
    .end(text)
}
