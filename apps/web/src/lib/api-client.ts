import { problem, ProblemError, problemType, toProblemDetails } from '@ecs/shared/http'

type Fetch = (input: string, init: RequestInit) => Promise<Response>

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  /** Sent as JSON. */
  json?: unknown
  /** Sent as it is (form data: the browser writes the multipart boundary itself). */
  body?: BodyInit
  /**
   * Sends the same request once more, after a short pause, when it did not get through (no answer,
   * or 502/503/504 from the forward or a CMS briefly away). Only for requests that are one and the
   * same however often they arrive (a lead carries its idempotency key).
   */
  retryWhenNotThrough?: boolean
  /** Another fetch (a test's, or the server's). */
  fetch?: Fetch
}

/** Answers that say the request did not get through (the forward or the CMS was briefly away), never that it was refused. */
const NOT_THROUGH_STATUSES = new Set([502, 503, 504])
const RETRY_DELAY_MS = 800

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
  if (request.retryWhenNotThrough && (!response || NOT_THROUGH_STATUSES.has(response.status))) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
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
