import {
  API_ROUTES,
  apiPath,
  type ApiAddress,
  type ApiAnswer,
  type ApiBodyInput,
  type ApiName,
  type ApiParams,
} from '@ecs/shared/api'
import { problem, ProblemError, problemType, toProblemDetails } from '@ecs/shared/http'

type Fetch = (input: string, init: RequestInit) => Promise<Response>

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  /** Sent as JSON. */
  json?: unknown
  /** Sent as it is (form data: the browser writes the multipart boundary itself). */
  body?: BodyInit
  /**
   * Sends the same request again, four times at most and waiting longer each time (or as long as the
   * answer's Retry-After asks, up to 10 s), when it did not get through (no answer, or 502/503/504
   * from the forward, a CMS briefly away or its database slow to answer). Only for requests that are
   * one and the same however often they arrive (a lead carries its idempotency key).
   */
  retryWhenNotThrough?: boolean
  /** Called before each such retry (a form tells the visitor it is still sending). */
  onRetry?: () => void
  /** Another fetch (a test's, or the server's). */
  fetch?: Fetch
}

/** Answers that say the request did not get through (the forward or the CMS was briefly away), never that it was refused. */
const NOT_THROUGH_STATUSES = new Set([502, 503, 504])
/**
 * About 20 s of waits: long enough to ride out a CMS replica's restart, when the other one takes every
 * visitor and answers some 503 for a while (replicas.test: with two retries over 5 s, 4 of 2,000
 * visitors were refused three times in a row and left with an error).
 */
const RETRY_DELAYS_MS = [1_000, 3_000, 6_000, 10_000]
const LONGEST_RETRY_AFTER_MS = 10_000

/** How long the answer asks to wait before the same request (Retry-After in seconds), 0 when it does not say. */
function retryAfterMs(response: Response | undefined): number {
  const seconds = Number(response?.headers.get('retry-after'))
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, LONGEST_RETRY_AFTER_MS) : 0
}

/** Whether a failed call got no answer at all (offline, a dropped connection), as opposed to a refusal. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ProblemError && error.details.type === problemType('unreachable')
}

async function sendOnce(fetchImpl: Fetch, path: string, init: RequestInit): Promise<Response | undefined> {
  try {
    return await fetchImpl(path, init)
  } catch {
    return undefined
  }
}

/**
 * The site's one way to call its API (every mutation, and the few reads outside React Query): sends
 * with the visitor's cookies, answers the JSON of a success (undefined when there is none), and
 * throws a ProblemError for every failure: the problem the server answered (any other error body is
 * read as one with `toProblemDetails`), or an "unreachable" problem when no answer came.
 */
export async function apiRequest<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = request.json === undefined && request.body === undefined ? 'GET' : 'POST' } = request
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(request.json !== undefined && { 'content-type': 'application/json' }),
    },
    body: request.json !== undefined ? JSON.stringify(request.json) : request.body,
  }
  const fetchImpl = request.fetch ?? ((input, options) => fetch(input, options))
  let response = await sendOnce(fetchImpl, path, init)
  for (const delay of request.retryWhenNotThrough ? RETRY_DELAYS_MS : []) {
    if (response && !NOT_THROUGH_STATUSES.has(response.status)) break
    request.onRetry?.()
    await new Promise((resolve) => setTimeout(resolve, Math.max(delay, retryAfterMs(response))))
    response = await sendOnce(fetchImpl, path, init)
  }
  if (!response)
    throw new ProblemError(
      problem(503, 'We could not reach our server. Check your connection and try again.', { kind: 'unreachable' }),
    )
  const text = await response.text().catch(() => '')
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  if (!response.ok) throw new ProblemError(toProblemDetails(response.status, body))
  return body as T
}

/** A call of one endpoint of the API contract: its address, and its body as JSON or (a file with it) as form data. */
export type ApiCall<Name extends ApiName> = ApiAddress<Name> &
  Pick<ApiRequest, 'retryWhenNotThrough' | 'fetch'> &
  (ApiBodyInput<Name> extends undefined
    ? { json?: undefined; body?: undefined }
    : { json?: ApiBodyInput<Name>; body?: FormData })

type OptionalCall<Name extends ApiName> = keyof ApiParams<Name> extends never
  ? ApiBodyInput<Name> extends undefined
    ? [call?: ApiCall<Name>]
    : [call: ApiCall<Name>]
  : [call: ApiCall<Name>]

/** Calls one endpoint of the API contract by name, with its method and path: answers its declared answer. */
export function callApi<Name extends ApiName>(name: Name, ...[call]: OptionalCall<Name>): Promise<ApiAnswer<Name>> {
  const {
    params,
    query,
    json,
    body,
    retryWhenNotThrough,
    fetch: fetchImpl,
  } = (call ?? {}) as ApiCall<ApiName> & {
    json?: unknown
    body?: FormData
  }
  const path = apiPath(name, { params, query } as never)
  return apiRequest<ApiAnswer<Name>>(path, {
    method: API_ROUTES[name].method,
    json,
    body,
    retryWhenNotThrough,
    fetch: fetchImpl,
  })
}
