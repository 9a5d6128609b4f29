import { problem, ProblemError } from '@ecs/shared/http'

export const noSuchLead = () => new ProblemError(problem(404, 'There is no lead with this id.'))

/** The lead id of the path; no lead has any other id, so anything else is a 404. */
export function leadIdParam(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw noSuchLead()
  return Number(raw)
}
