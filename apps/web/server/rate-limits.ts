import { limitedAction, problem, type LimitedAction } from '@ecs/shared/http'
import { rateLimiter } from '@ecs/shared/shared-state'
import type { RequestHandler } from 'express'
import type { Pool } from 'pg'
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { sendProblem } from './problem'

/** What a refused visitor reads (the forms show `detail`). */
const REFUSED: Record<LimitedAction, string> = {
  attribution: 'Too many requests. Please try again in a minute.',
  lead: 'Too many submissions from your network. Please wait a minute and try again.',
  'sign-in': 'Too many sign-in attempts from your network. Please wait a minute and try again.',
  'password-reset': 'Too many password reset requests from your network. Please wait a minute and try again.',
}

/**
 * Per-address limits on the public writes, per minute (env.ts gives each its reason). A request is
 * counted as the CMS will route it (routedPath: decoded, slashes collapsed, any case), so no spelling
 * of a path gets past its limit. The address is `req.ip`: the socket's peer unless that peer is a
 * proxy the app trusts (`trust proxy`), then the client the proxy names. With a database pool the counts
 * are kept in Postgres, shared by every site replica (shared-state); without one, in this process.
 */
export function rateLimits(perMinute: Record<LimitedAction, number>, pool?: Pool): RequestHandler {
  const limiters = Object.fromEntries(
    Object.entries(perMinute).map(([action, points]) => [
      action,
      rateLimiter({ keyPrefix: `site:${action}`, points, durationSeconds: 60 }, pool),
    ]),
  ) as Record<LimitedAction, RateLimiterAbstract>
  return (req, res, next) => {
    const action = limitedAction(req.method, req.originalUrl)
    if (!action) return next()
    limiters[action].consume(req.ip ?? req.socket.remoteAddress ?? 'unknown').then(
      () => next(),
      (refusal: unknown) => {
        if (!(refusal instanceof RateLimiterRes)) return next(refusal)
        res.setHeader('retry-after', String(Math.ceil(refusal.msBeforeNext / 1000)))
        sendProblem(res, problem(429, REFUSED[action]))
      },
    )
  }
}
