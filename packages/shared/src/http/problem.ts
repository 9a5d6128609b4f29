import type { FieldError } from '../schemas/field-errors'
import type { Language } from '../schemas/language'

/** RFC 9457: the media type of a problem details document. */
export const PROBLEM_MEDIA_TYPE = 'application/problem+json'

/**
 * The kinds of problem our APIs answer. Each kind's `type` is a URI reference relative to the API's
 * origin (RFC 9457 section 3.1.1), with the one title every answer of that kind carries; the `detail`
 * says what happened this time, in words a visitor can act on.
 */
export const PROBLEM_KINDS = {
  'bad-request': 'The request could not be read',
  validation: 'Some fields need attention',
  unauthorized: 'Please sign in',
  forbidden: 'Not allowed',
  'not-found': 'Not found',
  conflict: 'Changed by someone else',
  'too-large': 'Too large',
  'unsupported-media-type': 'Unsupported content type',
  'rate-limited': 'Too many requests',
  unavailable: 'Temporarily unavailable',
  // Never sent by a server: the site's API client's own problem when no answer came at all.
  unreachable: 'No answer',
} as const

export type ProblemKind = keyof typeof PROBLEM_KINDS

/**
 * The Retry-After of a 503 (the database or the CMS did not answer in time): a short wait, because
 * what failed is usually a moment's pause, and every public write is safe to send again.
 */
export const RETRY_AFTER_SECONDS = 2

/** The kind a status implies when none is given. */
const KIND_OF_STATUS: Readonly<Record<number, ProblemKind>> = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'too-large',
  415: 'unsupported-media-type',
  422: 'validation',
  429: 'rate-limited',
  502: 'unavailable',
  503: 'unavailable',
  504: 'unavailable',
}

/** A problem details object (RFC 9457) with our extensions: `errors`, one entry per field, and `language`. */
export interface ProblemDetails {
  type: string
  title: string
  status: number
  detail: string
  /** Validation problems name each field ("contact.email"; "" for the request as a whole). */
  errors?: FieldError[]
  /**
   * A customer's link refused though its customer is known (an expired quote or visit link): their
   * language, which the site's page of the link speaks.
   */
  language?: Language
}

export const problemType = (kind: ProblemKind) => `/problems/${kind}`

/**
 * The one way our code says something went wrong: `problem(422, 'Please check the highlighted fields.',
 * { errors })`. The kind defaults from the status; a 5xx without one is "unavailable".
 */
export function problem(
  status: number,
  detail: string,
  options: { kind?: ProblemKind; errors?: readonly FieldError[]; language?: Language } = {},
): ProblemDetails {
  const kind = options.kind ?? KIND_OF_STATUS[status] ?? (status >= 500 ? 'unavailable' : 'bad-request')
  return {
    type: problemType(kind),
    title: PROBLEM_KINDS[kind],
    status,
    detail,
    ...(options.errors && { errors: [...options.errors] }),
    ...(options.language && { language: options.language }),
  }
}

/** A fetch-style Response carrying a problem (the CMS's endpoints and any web-standard server). */
export function problemResponse(details: ProblemDetails, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(details), {
    status: details.status,
    headers: { 'content-type': PROBLEM_MEDIA_TYPE, 'cache-control': 'no-store', ...headers },
  })
}

function isFieldError(value: unknown): value is FieldError {
  const candidate = value as Partial<FieldError> | null
  return typeof candidate?.field === 'string' && typeof candidate.message === 'string'
}

/**
 * A problem raised rather than returned: thrown where the answer is decided deep in a call (a body
 * that cannot be read, a field refused while storing) and caught where the answer is written. The
 * site's API client throws it too, so a failed call always carries the problem it was answered with.
 */
export class ProblemError extends Error {
  readonly details: ProblemDetails

  constructor(details: ProblemDetails) {
    super(details.detail)
    this.name = 'ProblemError'
    this.details = details
  }
}

export function isProblemDetails(value: unknown): value is ProblemDetails {
  const candidate = value as Partial<ProblemDetails> | null
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.type === 'string' &&
    typeof candidate.title === 'string' &&
    typeof candidate.status === 'number' &&
    typeof candidate.detail === 'string' &&
    (candidate.errors === undefined || (Array.isArray(candidate.errors) && candidate.errors.every(isFieldError)))
  )
}

/** Payload's own error body: `{ errors: [{ message, data?: { errors?: [{ path, message }] } }] }`. */
interface PayloadErrorBody {
  errors?: { message?: unknown; data?: { errors?: { path?: unknown; message?: unknown }[] } | null }[]
}

/**
 * Any error body as a problem: ours unchanged, Payload's translated (its field errors kept by path),
 * anything else (an HTML error page, nothing) as the status alone. Used where answers we did not
 * write reach the browser: the site's /api forward and its API client.
 */
export function toProblemDetails(status: number, body: unknown): ProblemDetails {
  if (isProblemDetails(body)) return body
  const payloadErrors = (body as PayloadErrorBody | null)?.errors
  if (Array.isArray(payloadErrors) && payloadErrors.length > 0) {
    const fields: FieldError[] = payloadErrors.flatMap((error) =>
      (error.data?.errors ?? [])
        .filter((field) => typeof field.message === 'string')
        .map((field) => ({ field: typeof field.path === 'string' ? field.path : '', message: String(field.message) })),
    )
    const first = payloadErrors.find((error) => typeof error.message === 'string')?.message as string | undefined
    // A server error's own words may hold internals (a query, a path): only the status is passed on.
    if (status >= 500) return problem(status, defaultDetail(status))
    const detail = fields[0]?.message ?? first ?? defaultDetail(status)
    return problem(status, detail, fields.length > 0 ? { errors: fields } : {})
  }
  return problem(status, defaultDetail(status))
}

function defaultDetail(status: number): string {
  if (status >= 500) return 'Something went wrong on our side. Please try again in a moment.'
  if (status === 429) return 'Too many requests from your network. Please wait a minute and try again.'
  return `The request was refused (${status}).`
}
