import { problem, ProblemError } from '@ecs/shared/http'

/** A problem with one field found while storing (e.g. an upload Payload's own checks refuse): 422 naming it. */
export function fieldProblem(field: string, message: string): ProblemError {
  return new ProblemError(problem(422, message, { errors: [{ field, message }] }))
}
