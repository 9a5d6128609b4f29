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
  /**
   * The CMS's database, optional. With it, every site replica shares one count per rate limit and
   * hears content changes the moment they commit (shared-state); without it, a single site keeps its
   * counts in memory and hears of changes from the CMS's POST to /__content-changed.
   */
  DATABASE_URI: z.string().url().optional(),
  /** The CMS as staff's browsers reach it, for links into its admin from the staff dashboards. */
  CMS_PUBLIC_URL: z.string().url().default('http://localhost:3001'),
  /**
   * POST /api/attribution per client address per minute: a ceiling, not one visitor's allowance. Many
   * visitors share one address (a school, an office, a carrier's NAT: 1,000 distinct visits a minute
   * from one address are all recorded, bench/attribution.mjs); one visit repeating itself is limited
   * per session by the CMS behind (its ATTRIBUTION_SESSION_RATE_LIMIT).
   */
  ATTRIBUTION_RATE_LIMIT: z.coerce.number().int().positive().default(1200),
  /** Lead form submissions (POST /api/leads/*) per address per minute: a person sends a handful an hour. */
  LEAD_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /**
   * Staff sign-in attempts per address per minute, any account: more than a person mistyping needs.
   * The CMS also limits each address and account together (decision 007).
   */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Password reset requests (forgot and reset) per address per minute: each forgot sends an email. */
  PASSWORD_RESET_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /**
   * Which peers are proxies whose X-Forwarded-For names the client (Express's `trust proxy`: a list
   * of addresses, subnets or `loopback`/`uniquelocal`, or a number of hops). Rate limits count the
   * client's address; trust only proxies you run, or a visitor chooses the address counted.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value) => (/^\d+$/.test(value) ? Number(value) : value)),
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
