import {
  API_ROUTES,
  type ApiAnswer,
  type ApiBody,
  type ApiErrorField,
  type ApiName,
  type ApiParams,
  type ApiQuery,
} from '@ecs/shared/api'
import { API_SCHEMAS, type ApiSchemas } from '@ecs/shared/api/schemas'
import { problem, ProblemError } from '@ecs/shared/http'
import { fieldErrors } from '@ecs/shared/schemas'
import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'
import { staffOnlyEndpoint, teamOnlyEndpoint } from '../access/staff-only-endpoint'
import { answeringProblems, json } from '../utilities/json-response'
import { fetchBodySource, readJsonBody } from '../utilities/read-body'

/** The largest JSON body a staff write needs (a 5,000-character note is about 20 KB at worst). */
const MAX_JSON_BODY_BYTES = 32 * 1024

declare const answerOf: unique symbol
/**
 * A response a handler built itself (a status other than 200, a download), typed with the answer it
 * carries, so a handler can only answer what its endpoint declares.
 */
export type Answered<Answer> = Response & { readonly [answerOf]: Answer }

/** The declared answer with another status (201 for a created row) or headers. */
export function answered<Answer>(body: Answer, status = 200, headers: Record<string, string> = {}): Answered<Answer> {
  return json(body, status, headers) as Answered<Answer>
}

/** A file download (csvDownload's response) for an endpoint whose answer is the file's text. */
export const answeredFile = (response: Response) => response as Answered<string>

/** One call of an endpoint as its handler sees it: the request, and its input checked by the contract's schemas. */
export interface ContractCall<Name extends ApiName> {
  req: PayloadRequest
  params: { readonly [Param in keyof ApiParams<Name>]: string }
  query: ApiQuery<Name>
  body: ApiBody<Name>
  /** A refusal naming one of the fields the contract declares (422 unless told). */
  refuse: (field: ApiErrorField<Name>, message: string, status?: number) => ProblemError
}

export type ContractHandler<Name extends ApiName> = (
  call: ContractCall<Name>,
) => Promise<ApiAnswer<Name> | Answered<ApiAnswer<Name>>>

interface ContractOptions {
  /** The collection the endpoint is served on (Payload routes /api/{slug}/* to a collection's own endpoints first). */
  collection?: string
  /** The handler reads the body itself (a multipart form, a signed webhook, a lead's own checks). */
  ownBody?: boolean
  /** What must hold before the input is read at all (a feature that is off answers 404, whatever was sent). */
  guard?: () => unknown
}

/** The query string checked with a schema, or a 400 naming each bad parameter. */
function parseQuery(req: PayloadRequest, schema: z.ZodType): unknown {
  const raw = Object.fromEntries(new URL(req.url ?? 'http://cms/').searchParams)
  const parsed = schema.safeParse(raw)
  if (!parsed.success)
    throw new ProblemError(
      problem(400, 'Some filters are not valid.', { kind: 'validation', errors: fieldErrors(parsed.error) }),
    )
  return parsed.data
}

/** A JSON object body (415, 413, 400 otherwise) checked with a schema: 422 naming each field it refuses. */
async function parseBody(req: PayloadRequest, schema: z.ZodType): Promise<unknown> {
  const parsed = schema.safeParse(await readJsonBody(fetchBodySource(req), MAX_JSON_BODY_BYTES))
  if (!parsed.success)
    throw new ProblemError(problem(422, 'Please check the highlighted fields.', { errors: fieldErrors(parsed.error) }))
  return parsed.data
}

const refuse = (field: string, message: string, status = 422) =>
  new ProblemError(problem(status, message, { kind: 'validation', errors: [{ field, message }] }))

/**
 * A Payload endpoint for one endpoint of the API contract: its path and method are the contract's (less
 * /api, or /api/{collection} for a collection's endpoint), staff-only when the contract says so, its
 * query and JSON body checked with the contract's schemas before the handler runs, and the handler's
 * answer typed by the contract's answer schema (a plain value is sent as JSON with 200).
 */
export function contractEndpoint<Name extends ApiName>(
  name: Name,
  handler: ContractHandler<Name>,
  { collection, ownBody = false, guard }: ContractOptions = {},
): Endpoint {
  const route = API_ROUTES[name]
  const schemas: ApiSchemas = API_SCHEMAS[name]
  const mount = collection ? `/api/${collection}` : '/api'
  if (!route.path.startsWith(`${mount}/`) && route.path !== mount)
    throw new Error(`${name}: ${route.path} is not served under ${mount}`)
  const answer = async (req: PayloadRequest): Promise<Response> => {
    guard?.()
    const call = {
      req,
      params: Object.fromEntries(Object.entries(req.routeParams ?? {}).map(([key, value]) => [key, String(value)])),
      query: schemas.query ? parseQuery(req, schemas.query) : undefined,
      body: schemas.body && !ownBody ? await parseBody(req, schemas.body) : undefined,
      refuse,
    } as unknown as ContractCall<Name>
    const result = await handler(call)
    return result instanceof Response ? result : json(result)
  }
  return {
    path: route.path.slice(mount.length) || '/',
    method: route.method.toLowerCase() as Endpoint['method'],
    handler:
      route.access === 'staff'
        ? staffOnlyEndpoint(answer)
        : route.access === 'team'
          ? teamOnlyEndpoint(answer)
          : answeringProblems(answer),
  }
}
