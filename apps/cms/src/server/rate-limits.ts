import { IncomingMessage, type ServerResponse } from 'node:http'
import { limitedAction, problem, PROBLEM_MEDIA_TYPE, type LimitedAction } from '@ecs/shared/http'
import { rateLimiter } from '@ecs/shared/shared-state'
import type { Pool } from 'pg'
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { readAtMost } from '../utilities/read-body'

/** Sign-ins of one account from one address without a success between them, before a 15-minute pause. */
const SIGN_IN_FAILURES_ALLOWED = 5
const SIGN_IN_PAUSE_SECONDS = 15 * 60
/** A sign-in body is an email and a password; the admin sends them as a multipart `_payload` field. */
const SIGN_IN_BODY_MAX_BYTES = 16 * 1024

const REFUSED: Record<LimitedAction, string> = {
  attribution: 'Too many requests. Please try again in a minute.',
  lead: 'Too many submissions from your network. Please wait a minute and try again.',
  'sign-in': 'Too many sign-in attempts from your network. Please wait a minute and try again.',
  'password-reset': 'Too many password reset requests from your network. Please wait a minute and try again.',
}
const ACCOUNT_PAUSED =
  'Too many failed sign-ins to this account from your network. Please wait 15 minutes, or ask an administrator to reset your password.'

function writeProblem(res: ServerResponse, status: number, detail: string, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(problem(status, detail))
  res.writeHead(status, {
    ...headers,
    'content-type': PROBLEM_MEDIA_TYPE,
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  })
  res.end(text)
}

function refuse(res: ServerResponse, refusal: unknown, detail: string): void {
  if (!(refusal instanceof RateLimiterRes)) throw refusal
  writeProblem(res, 429, detail, { 'retry-after': String(Math.ceil(refusal.msBeforeNext / 1000)) })
}

/** The account a sign-in names, from a JSON body or the admin's multipart `_payload`; '' when none. */
async function accountOf(contentType: string | undefined, body: Buffer): Promise<string> {
  try {
    let data: unknown
    if (/^application\/json/i.test(contentType ?? '')) data = JSON.parse(body.toString('utf8'))
    else if (/^multipart\/form-data/i.test(contentType ?? '')) {
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType! } }).formData()
      const fields = form.get('_payload')
      data = typeof fields === 'string' ? JSON.parse(fields) : undefined
    }
    const email = (data as { email?: unknown } | undefined)?.email
    return typeof email === 'string' ? email.trim().toLowerCase() : ''
  } catch {
    return ''
  }
}

/** The request again, its body already read: what Next is handed once the sign-in's account is known. */
function replayed(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket)
  copy.method = req.method
  copy.url = req.url
  copy.headers = req.headers
  copy.rawHeaders = req.rawHeaders
  copy.httpVersion = req.httpVersion
  copy.httpVersionMajor = req.httpVersionMajor
  copy.httpVersionMinor = req.httpVersionMinor
  copy.push(body)
  copy.push(null)
  copy.complete = true
  return copy
}

/**
 * The CMS's own limits on the public writes (docs/decisions/012-threat-model.md): the CMS port is a door of its
 * own (marketing signs in to the admin there), so it does not rely on the site's. Per address, per
 * minute, each request counted as it will be routed (routedPath). Sign-in is also limited per address
 * and account together: five sign-ins without a success pause that account for that address only, so
 * a stranger cannot lock staff out from elsewhere, and an unknown email is paused exactly like a real
 * one, so the answer never tells which accounts exist (Payload's own lockout, which did both, is off).
 *
 * `admit` answers a refused request itself (429, or 413 for a sign-in body past any real one) and
 * resolves to undefined; otherwise it resolves to the request to pass on.
 */
export function cmsRateLimits({
  perMinute,
  clientAddress,
  pool,
}: {
  perMinute: Record<LimitedAction, number>
  clientAddress: (req: IncomingMessage) => string
  /** Where every CMS replica keeps the counts (shared-state); none: this process's memory. */
  pool?: Pool
}) {
  const perAddress = Object.fromEntries(
    Object.entries(perMinute).map(([action, points]) => [
      action,
      rateLimiter({ keyPrefix: `cms:${action}`, points, durationSeconds: 60 }, pool),
    ]),
  ) as Record<LimitedAction, RateLimiterAbstract>
  const signInsWithoutSuccess = rateLimiter(
    {
      keyPrefix: 'cms:sign-in-account',
      points: SIGN_IN_FAILURES_ALLOWED,
      durationSeconds: SIGN_IN_PAUSE_SECONDS,
      blockSeconds: SIGN_IN_PAUSE_SECONDS,
    },
    pool,
  )

  return async function admit(req: IncomingMessage, res: ServerResponse): Promise<IncomingMessage | undefined> {
    const action = limitedAction(req.method, req.url ?? '')
    if (!action) return req
    const address = clientAddress(req)
    try {
      await perAddress[action].consume(address)
    } catch (refusal) {
      refuse(res, refusal, REFUSED[action])
      return undefined
    }
    if (action !== 'sign-in') return req

    const body = await readAtMost(req, SIGN_IN_BODY_MAX_BYTES)
    if (!body) {
      writeProblem(res, 413, `A sign-in can be at most ${SIGN_IN_BODY_MAX_BYTES} bytes.`, { connection: 'close' })
      return undefined
    }
    const key = `${address} ${await accountOf(req.headers['content-type'], body)}`
    try {
      await signInsWithoutSuccess.consume(key)
    } catch (refusal) {
      refuse(res, refusal, ACCOUNT_PAUSED)
      return undefined
    }
    // A success ends the run of failures, before its answer leaves (so the next attempt sees it).
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
    res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
      if (statusCode < 300) void signInsWithoutSuccess.delete(key)
      return writeHead(statusCode, ...rest)
    }) as ServerResponse['writeHead']
    return replayed(req, body)
  }
}

/**
 * One visit's records (POST /api/attribution), per address and session id: the browser sends one per
 * page load at most, so a session sent more often than `perMinute` is a client repeating itself and
 * is refused, while any number of visitors behind one address (a school, an office, a carrier's NAT)
 * each keep their own count, under the address's generous ceiling (`cmsRateLimits`). The limit is
 * checked here, behind both doors: the site passes the visitor's address on.
 */
export function attributionSessionLimit({
  perMinute,
  clientAddress,
  pool,
}: {
  perMinute: number
  clientAddress: (req: IncomingMessage) => string
  pool?: Pool
}) {
  const perSession = rateLimiter({ keyPrefix: 'cms:attribution-session', points: perMinute, durationSeconds: 60 }, pool)
  /** Whether the record may be stored; a refused one is answered 429 here. */
  return async function admitSession(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<boolean> {
    const sessionId = (body as { sessionId?: unknown } | null)?.sessionId
    // A record without a session id is refused as invalid by the store, before any write.
    if (typeof sessionId !== 'string') return true
    try {
      await perSession.consume(`${clientAddress(req)} ${sessionId.slice(0, 64)}`)
      return true
    } catch (refusal) {
      refuse(res, refusal, REFUSED.attribution)
      return false
    }
  }
}
