/** The SQLSTATE of a Postgres error, found on the error or its causes (drizzle wraps the driver's). */
export function postgresErrorCode(error: unknown): string | undefined {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    current = current.cause as typeof current, depth++
  ) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code
  }
  return undefined
}

/**
 * Whether the database could not be reached within the pool's connection budget (every connection busy
 * for longer than DATABASE_CONNECT_TIMEOUT_MS): nothing was done, and the same request may be sent again.
 */
export function isConnectionTimeout(error: unknown): boolean {
  for (
    let current = error as { message?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    current = current.cause as typeof current, depth++
  ) {
    if (typeof current.message === 'string' && current.message.includes('timeout exceeded when trying to connect'))
      return true
  }
  return false
}

/** What a request that waited past the connection budget is told: nothing was done, send it again shortly. */
export const DATABASE_BUSY_DETAIL = 'The service is busy just now. Please try again in a moment.'
