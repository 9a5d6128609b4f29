import { z } from 'zod'

/** Every environment variable the site's server reads, validated once at start. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  /** Where the CMS listens; the browser never sees it (the site forwards /api/*). */
  CMS_URL: z.string().url().default('http://localhost:3001'),
  /** The site's public origin, for canonical links, Open Graph and the sitemap. */
  SITE_URL: z.string().url().default('http://localhost:3000'),
  CONTENT_CHANGE_SECRET: z.string().default('local-content-change-secret'),
  /** The CMS as staff's browsers reach it, for links into its admin from the staff dashboards. */
  CMS_PUBLIC_URL: z.string().url().default('http://localhost:3001'),
  /** POST /api/attribution allowed per client IP per minute. */
  ATTRIBUTION_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /** Lead form submissions (POST /api/leads/*) per client IP per minute. */
  LEAD_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Staff sign-in attempts (POST /api/users/login) per client IP per minute. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** How long one content read from the CMS may take; past it the last good content is used. */
  CMS_TIMEOUT_MS: z.coerce.number().int().positive().default(1_500),
  /** How often content is re-read without a change notice (a lost notice, a scheduled publish). */
  CONTENT_REVALIDATE_MS: z.coerce.number().int().positive().default(60_000),
  /** Memory for kept pages (all three encodings); past it the least recently served are dropped. */
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024 * 1024),
})

export const env = schema.parse(process.env)
export const IS_PRODUCTION = env.NODE_ENV === 'production'
