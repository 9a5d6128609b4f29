import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'

interface PostLimit {
  /** The POST paths the limit counts. */
  paths: RegExp
  limit: number
  windowMs?: number
  /** The JSON answer to a refused request, in the shape its callers read. */
  message: Record<string, unknown>
}

/** A per-client-IP limit on POSTs to some paths; every other request passes untouched. */
function postRateLimit({ paths, limit, windowMs = 60_000, message }: PostLimit): RequestHandler {
  const limiter = rateLimit({ windowMs, limit, standardHeaders: 'draft-8', legacyHeaders: false, message })
  return (req, res, next) => {
    if (req.method === 'POST' && paths.test(req.path)) return limiter(req, res, next)
    next()
  }
}

type LimitOptions = { limit?: number; windowMs?: number }

/**
 * POST /api/attribution. A visitor sends it at most once per page load, so 60 a minute leaves room
 * for fast browsing, a shared office IP and a retry, while one script cannot fill the table. The CMS
 * endpoint behind it is sized for bursts far above this (bench/attribution.mjs).
 */
export const attributionRateLimit = ({ limit = 60, windowMs }: LimitOptions = {}) =>
  postRateLimit({
    paths: /^\/api\/attribution$/,
    limit,
    windowMs,
    message: { errors: [{ field: '', message: 'Too many requests. Please try again in a minute.' }] },
  })

/**
 * The public form endpoints (forwarded to the CMS's /api/leads/*). A person sends a form a handful of
 * times an hour (a retry, a second form); 20 a minute leaves room for a shared office IP while one
 * script cannot flood the leads. The answer names no field: the form shows it above the submit button.
 */
export const leadRateLimit = ({ limit = 20, windowMs }: LimitOptions = {}) =>
  postRateLimit({
    paths: /^\/api\/leads\//,
    limit,
    windowMs,
    message: {
      ok: false,
      error: 'Too many submissions from your network. Please wait a minute and try again.',
      fieldErrors: [],
    },
  })

/**
 * Staff sign-in attempts. Payload locks an account after five failures, which stops guessing one
 * password but not one address trying many accounts, or locking every account in turn; 10 a minute
 * is more than a person mistyping needs.
 */
export const loginRateLimit = ({ limit = 10, windowMs }: LimitOptions = {}) =>
  postRateLimit({
    paths: /^\/api\/users\/login$/,
    limit,
    windowMs,
    message: {
      errors: [{ message: 'Too many sign-in attempts from your network. Please wait a minute and try again.' }],
    },
  })
