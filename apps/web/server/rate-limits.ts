import { rateLimit } from 'express-rate-limit'

/**
 * POST /api/attribution per client IP. A visitor sends it at most once per page load, so 60 a minute
 * leaves room for fast browsing, a shared office IP and a retry, while one script cannot fill the
 * table. The CMS endpoint behind it is sized for bursts far above this (bench/attribution.mjs).
 */
export function attributionRateLimit({ limit = 60, windowMs = 60_000 }: { limit?: number; windowMs?: number } = {}) {
  const limiter = rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { errors: [{ field: '', message: 'Too many requests. Please try again in a minute.' }] },
  })
  return (req: Parameters<typeof limiter>[0], res: Parameters<typeof limiter>[1], next: Parameters<typeof limiter>[2]) => {
    if (req.method === 'POST' && req.path === '/api/attribution') return limiter(req, res, next)
    next()
  }
}
