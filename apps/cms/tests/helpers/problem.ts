import { isProblemDetails, PROBLEM_MEDIA_TYPE, type ProblemDetails } from '@ecs/shared/http'
import { expect } from 'vitest'

/**
 * The body of an error answer, after checking it has the one error shape: an RFC 9457 problem sent
 * as application/problem+json whose `status` is the answer's own (and `status` when given).
 */
export async function readProblem(response: Response, status?: number): Promise<ProblemDetails> {
  const body: unknown = await response.json()
  if (status !== undefined) expect(response.status, JSON.stringify(body)).toBe(status)
  expect(response.headers.get('content-type')).toMatch(new RegExp(`^${PROBLEM_MEDIA_TYPE.replace('+', '\\+')}\\b`))
  expect(isProblemDetails(body), JSON.stringify(body)).toBe(true)
  expect((body as ProblemDetails).status).toBe(response.status)
  return body as ProblemDetails
}

/** The fields a problem names. */
export const fieldsOf = (details: ProblemDetails): string[] => (details.errors ?? []).map((error) => error.field)
