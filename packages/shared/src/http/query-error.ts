/**
 * Reason phrases for when the response has none: HTTP/2 and HTTP/3 responses carry no status text, so
 * without these the message "500: Internal Server Error" would read "500: ".
 */
const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

function reasonPhrase(status: number, statusText: string): string {
  return statusText.trim() || REASON_PHRASES[status] || (status >= 500 ? 'Server Error' : 'Request Failed')
}

/**
 * The message of a failed query: "<status>: <status text>" from 500 up, where the body
 * may hold a stack trace or an HTML error page; "<status>: <body text>" below, where the API explains
 * what was wrong. An empty body falls back to the status text.
 */
export function queryErrorMessage(status: number, statusText: string, bodyText: string): string {
  if (status >= 500) return `${status}: ${reasonPhrase(status, statusText)}`
  return `${status}: ${bodyText.trim() || reasonPhrase(status, statusText)}`
}

/** A failed query, keeping the status so callers can tell "not there" (404) from "broken". */
export class QueryError extends Error {
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = 'QueryError'
    this.status = status
  }
}
