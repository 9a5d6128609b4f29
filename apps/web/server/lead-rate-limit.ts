import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'

/** The public form endpoints (forwarded to the CMS's /api/leads/*). */
const LEAD_PATHS = /^\/api\/leads\//

/**
 * Lead submissions per client IP. A person sends a form a handful of times an hour (a retry, a second
 * form); 20 a minute leaves room for a shared office IP while one script cannot flood the leads.
 * The answer names no field: the form shows it as a message above the submit button.
 */
export function leadRateLimit({ limit = 20, windowMs = 60_000 }: { limit?: number; windowMs?: number } = {}): RequestHandler {
  const limiter = rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { ok: false, error: 'Too many submissions from your network. Please wait a minute and try again.', fieldErrors: [] },
  })
  return (req, res, next) => {
    if (req.method === 'POST' && LEAD_PATHS.test(req.path)) return limiter(req, res, next)
    next()
  }
}
