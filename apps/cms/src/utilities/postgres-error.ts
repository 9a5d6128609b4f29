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
