import { defaultLoggerOptions, type Config } from 'payload'

/**
 * Node's error for a request whose client went away before its body arrived whole (the HTTP server's
 * `aborted`, code ECONNRESET), passed to the logger as itself or as `{ err }`.
 */
function isClientGoneMidBody(value: unknown): boolean {
  const error = value instanceof Error ? value : (value as { err?: unknown } | undefined)?.err
  return error instanceof Error && error.message === 'aborted' && (error as NodeJS.ErrnoException).code === 'ECONNRESET'
}

/**
 * Payload's logger, as Payload makes it by default (pretty lines), except that a client who went away
 * mid-body is not logged by Payload: its REST handler logged each one twice as an ERROR with a stack,
 * once while reading the body and once answering. The CMS's server says it once, at info
 * (watchRequestBodies): it is the client's doing, not a fault of ours.
 */
export const payloadLogger: Config['logger'] = {
  options: {
    hooks: {
      logMethod(args, method) {
        if (args.some(isClientGoneMidBody)) return
        method.apply(this, args)
      },
    },
  },
  destination: defaultLoggerOptions,
}
