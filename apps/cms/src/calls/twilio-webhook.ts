import { BODY_LIMITS, problem, ProblemError } from '@ecs/shared/http'
import type { PayloadRequest } from 'payload'
import twilio from 'twilio'
import { env } from '../env'
import { fetchBodySource, readBody } from '../utilities/read-body'

/** Twilio's keys, or a 404 while calls are off (no TWILIO_* set): nobody can post a call then. */
export function requireTwilio(): { authToken: string } {
  if (!env.TWILIO_AUTH_TOKEN) throw new ProblemError(problem(404, 'Call tracking is not set up.'))
  return { authToken: env.TWILIO_AUTH_TOKEN }
}

/**
 * The addresses Twilio may have called for this request: the CMS's own, or the site's (which forwards
 * /api to the CMS). Twilio signs the exact address it was given, query string included.
 */
function signedAddresses(req: PayloadRequest): string[] {
  const { pathname, search } = new URL(req.url ?? '/', 'http://cms')
  return [env.CMS_URL, env.SITE_URL].map((base) => new URL(`${pathname}${search}`, base).href)
}

/** Where Twilio posts the rest of a call's events: the status endpoint beside the address it called. */
export function statusCallbackAddress(verifiedAddress: string): string {
  return new URL('/api/calls/status', verifiedAddress).href
}

/**
 * A Twilio webhook's form, read only once its X-Twilio-Signature verifies it (the official SDK's
 * validateRequest: HMAC-SHA1 of the address and the sorted parameters with the account's auth token).
 * Missing or wrong: 403 and nothing else is read or written. Answers the form and the address it was
 * signed for.
 */
export async function readSignedForm(
  req: PayloadRequest,
  refuse: (field: 'x-twilio-signature', message: string, status?: number) => ProblemError,
): Promise<{ form: Record<string, string>; address: string }> {
  const { authToken } = requireTwilio()
  const signature = req.headers.get('x-twilio-signature')
  if (!signature) throw refuse('x-twilio-signature', 'The X-Twilio-Signature header is missing.', 403)
  const body = await readBody(fetchBodySource(req), {
    mediaType: 'application/x-www-form-urlencoded',
    maxBytes: BODY_LIMITS.callEvent,
  })
  const form = Object.fromEntries(new URLSearchParams(body.toString('utf8')))
  const address = signedAddresses(req).find((candidate) =>
    twilio.validateRequest(authToken, signature, candidate, form),
  )
  if (!address) throw refuse('x-twilio-signature', 'The X-Twilio-Signature header does not verify this request.', 403)
  return { form, address }
}
