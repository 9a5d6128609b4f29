import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { problem, ProblemError } from '@ecs/shared/http'
import { fieldErrors } from '@ecs/shared/schemas'
import { fetchBodySource, readJsonBody } from '../../utilities/read-body'

/** The largest body a desk change or note needs (a 5,000-character note is about 20 KB at worst). */
const MAX_DESK_BODY_BYTES = 32 * 1024

export const noSuchLead = () => new ProblemError(problem(404, 'There is no lead with this id.'))

/** The lead id of the path; no lead has any other id, so anything else is a 404. */
export function leadIdParam(req: PayloadRequest): number {
  const raw = String(req.routeParams?.id ?? '')
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw noSuchLead()
  return Number(raw)
}

/** The query string checked with a schema, or a 400 naming each bad parameter. */
export function parseQuery<Schema extends z.ZodType>(req: PayloadRequest, schema: Schema): z.output<Schema> {
  const raw = Object.fromEntries(new URL(req.url ?? 'http://cms/').searchParams)
  const parsed = schema.safeParse(raw)
  if (!parsed.success)
    throw new ProblemError(problem(400, 'Some filters are not valid.', { errors: fieldErrors(parsed.error) }))
  return parsed.data
}

/** A JSON object body (415, 413, 400 otherwise) checked with a schema: 422 naming each field it refuses. */
export async function parseBody<Schema extends z.ZodType>(
  req: PayloadRequest,
  schema: Schema,
): Promise<z.output<Schema>> {
  const parsed = schema.safeParse(await readJsonBody(fetchBodySource(req), MAX_DESK_BODY_BYTES))
  if (!parsed.success)
    throw new ProblemError(problem(422, 'Please check the highlighted fields.', { errors: fieldErrors(parsed.error) }))
  return parsed.data
}
