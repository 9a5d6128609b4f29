import { PROBLEM_MEDIA_TYPE, type ProblemDetails } from '@ecs/shared/http'
import type { Response } from 'express'

/** Writes a problem (RFC 9457, built with `problem()` from @ecs/shared/http) as the answer. */
export function sendProblem(res: Response, details: ProblemDetails): void {
  res
    .status(details.status)
    .setHeader('cache-control', 'no-store')
    .type(PROBLEM_MEDIA_TYPE)
    .send(JSON.stringify(details))
}
