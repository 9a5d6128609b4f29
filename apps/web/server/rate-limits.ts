import { limitedAction, problem, type LimitedAction } from '@ecs/shared/http'
import type { RequestHandler } from 'express'
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { sendProblem } from './problem'

/**
 * Where counts are kept. One process's memory today; with several site replicas (issue 17) this is
 * the one place that changes, to rate-limiter-flexible's Postgres store.
 */
function limiter(action: LimitedAction, perMinute: number): RateLimiterAbstract {
  return new RateLimiterMemory({ keyPrefix: `site:${action}`, points: perMinute, duration: 60 })
}

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
 * proxy the app trusts (`trust proxy`), then the client the proxy names.
 */
export function rateLimits(perMinute: Record<LimitedAction, number>): RequestHandler {
  const limiters = Object.fromEntries(
    Object.entries(perMinute).map(([action, points]) => [action, limiter(action as LimitedAction, points)]),
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
