import { z } from 'zod'

const isProduction = process.env.NODE_ENV === 'production'
// `next build` runs in production mode but needs no live secrets or database: only a running
// production server must be given them.
const requireSecrets = isProduction && process.env.NEXT_PHASE !== 'phase-production-build'

/** An optional setting given as an empty string (`KEY=` in Compose or .env) is not set. */
const unsetWhenEmpty = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/** Every environment variable the CMS reads, validated once; nothing else reads process.env. */
const schema = z.object({
  DATABASE_URI: requireSecrets
    ? z.string().url({ message: 'DATABASE_URI must be a postgres:// connection string' })
    : z.string().url().default('postgres://postgres:postgres@127.0.0.1:54329/clearview'),
  /**
   * Postgres read replicas, comma-separated connection strings: Payload's reads go to them, writes
   * and reads right after a write to the primary (DATABASE_URI). None by default.
   */
  DATABASE_READ_REPLICA_URIS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((uri) => uri.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url())),
  PAYLOAD_SECRET: requireSecrets
    ? z.string().min(32, 'PAYLOAD_SECRET must be at least 32 characters in production')
    : z.string().min(1).default('local-development-secret-not-for-production'),
  CMS_URL: z.string().url().default('http://localhost:3001'),
  /**
   * The interface the CMS's server listens on: loopback, reached by the site beside it and by a proxy
   * on the same machine. Containers, and a proxy on another machine, need every interface: `0.0.0.0`.
   * `next dev` does not read it: the package's dev script names loopback itself.
   */
  CMS_HOST: z.string().min(1).default('127.0.0.1'),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  /**
   * Where the CMS reaches a site that does not read the database, to say content changed (inside
   * Docker: http://web:3000). Unset, a site hears of changes through the database only.
   */
  SITE_NOTIFY_URL: z.string().url().optional(),
  /** Shared with the site so it can trust "content changed" notices. */
  CONTENT_CHANGE_SECRET: requireSecrets ? z.string().min(16) : z.string().default('local-content-change-secret'),
  /**
   * Signs the private links to quotes sent to customers (HMAC-SHA256). Unset, a key derived from
   * PAYLOAD_SECRET is used; set it to revoke every quote link without signing everyone out.
   */
  QUOTE_LINK_SECRET: unsetWhenEmpty(z.string().min(32, 'QUOTE_LINK_SECRET must be at least 32 characters')),
  /** Creates the first admin in production; locally the seed uses the README's accounts. */
  SEED_ADMIN_PASSWORD: z.string().min(12).optional(),
  /**
   * Media and résumés on S3-compatible object storage (decision 011): set a bucket to use it, so that
   * every CMS replica reads the same files; local disk (media/, private-uploads/) without one. The
   * endpoint is for stores other than AWS (MinIO, R2...), which usually want path-style addresses.
   * Without keys the AWS SDK's own chain (instance role, AWS_* variables) is used.
   */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Clearview Exterior Cleaning <no-reply@clearview-exterior.example>'),
  /**
   * Whether this process runs the job queue (tasks/job-runner.ts; "false" for a process that must not,
   * such as the integration tests, which run due jobs themselves: two runners can claim the same job).
   */
  JOBS_AUTORUN: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** First retry delay of lead emails and webhook deliveries; each later retry waits twice as long. */
  JOB_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(15_000),
  /** How long a webhook receiver may take before the attempt counts as failed (and is retried). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /**
   * "true" lets hooks point at loopback, private, link-local and other non-public addresses: for a
   * receiver on a developer's machine or in a test. Off, such targets are refused when a hook is saved
   * and again at each delivery, so staff cannot use hooks to probe the servers' own network (SSRF).
   */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Which peers are proxies whose X-Forwarded-For names the client (Express's `trust proxy` syntax:
   * addresses, subnets, `loopback`, `uniquelocal`). The site forwards /api/* from loopback; in Docker
   * it is on the private network. Limits count the client's address, so trust only proxies you run.
   */
  TRUST_PROXY: z.string().default('loopback'),
  /** The CMS's own per-address limits, per minute, as the site's (apps/web/server/env.ts says why). */
  ATTRIBUTION_RATE_LIMIT: z.coerce.number().int().positive().default(1200),
  /**
   * POST /api/attribution per address and session id per minute: a browser sends one per page load,
   * so more is one client repeating itself (docs/decisions/012-threat-model.md).
   */
  ATTRIBUTION_SESSION_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LEAD_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  PASSWORD_RESET_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /**
   * Card payments on /payment through Stripe Checkout (docs/decisions/015-online-payments.md): the
   * secret key (sk_... or a restricted rk_...) creates Checkout Sessions, the webhook signing secret
   * (whsec_...) verifies the events Stripe posts to /api/payments/stripe-webhook. Both or neither: a
   * key without its webhook secret would take money the ledger never hears of. Without them /payment
   * offers the phone and site settings' payment link.
   */
  STRIPE_SECRET_KEY: unsetWhenEmpty(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_...)'),
  ),
  STRIPE_WEBHOOK_SECRET: unsetWhenEmpty(
    z.string().regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)'),
  ),
  /** Where the Stripe SDK sends its API calls instead of https://api.stripe.com: a local stand-in, for tests. */
  STRIPE_API_URL: unsetWhenEmpty(z.string().url()),
  /**
   * Twilio (docs/decisions/020-calls.md, docs/decisions/021-texts.md): the account's SID (AC...) and
   * auth token, which signs every webhook Twilio posts (X-Twilio-Signature). Both or neither; without them
   * the voice webhooks answer 404 and no call is taken. Texts also need who sends them: a number of the
   * account (+1..., registered for A2P 10DLC) or a Messaging Service (MG...); without one no text is sent
   * and the forms still ask for consent.
   */
  TWILIO_ACCOUNT_SID: unsetWhenEmpty(
    z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID must be an account SID (AC followed by 32 hex digits)'),
  ),
  TWILIO_AUTH_TOKEN: unsetWhenEmpty(z.string().min(16, 'TWILIO_AUTH_TOKEN must be the account auth token')),
  TWILIO_FROM_NUMBER: unsetWhenEmpty(
    z.string().regex(/^\+[1-9]\d{7,14}$/, 'TWILIO_FROM_NUMBER must be E.164 (+12025550123)'),
  ),
  TWILIO_MESSAGING_SERVICE_SID: unsetWhenEmpty(
    z.string().regex(/^MG[0-9a-fA-F]{32}$/, 'TWILIO_MESSAGING_SERVICE_SID must be MG and 32 hex digits'),
  ),
  /** Where the Twilio SDK sends its API calls instead of https://api.twilio.com: a local stand-in, for tests. */
  TWILIO_API_URL: unsetWhenEmpty(z.string().url()),
  /**
   * A Google Cloud service account's JSON key, whose account has access to the Google Ads account in the
   * google-ads global: with it, qualified and won leads are sent to Google Ads through the Data Manager
   * API as they happen. Without it, the desk's conversion download is the way.
   */
  GOOGLE_DATA_MANAGER_KEY: unsetWhenEmpty(
    z
      .string()
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown
        } catch {
          context.addIssue({ code: 'custom', message: 'GOOGLE_DATA_MANAGER_KEY must be a JSON key file' })
          return z.NEVER
        }
      })
      .pipe(
        z.object(
          { client_email: z.string().email(), private_key: z.string().min(1), private_key_id: z.string().optional() },
          { message: 'GOOGLE_DATA_MANAGER_KEY must be a service account key (client_email, private_key)' },
        ),
      ),
  ),
  /** Where the Data Manager client sends its calls instead of datamanager.googleapis.com: a local stand-in, for tests. */
  GOOGLE_DATA_MANAGER_API_URL: unsetWhenEmpty(z.string().url()),
  /**
   * The hours customers may be texted in their location's time zone, "first-last" (from the first hour
   * until the last): 8-21, the TCPA's window. Tests that run at night widen it (0-24).
   */
  TEXT_HOURS: z
    .string()
    .regex(/^\d{1,2}-\d{1,2}$/, 'TEXT_HOURS must be two hours, like 8-21')
    .default('8-21')
    .transform((value) => value.split('-').map(Number) as [number, number])
    .refine(
      ([first, last]) => first < last && last <= 24,
      'TEXT_HOURS must be an earlier hour, then a later one, up to 24',
    ),
})

export const env = schema
  .refine((values) => Boolean(values.STRIPE_SECRET_KEY) === Boolean(values.STRIPE_WEBHOOK_SECRET), {
    message: 'Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together (or neither).',
    path: ['STRIPE_WEBHOOK_SECRET'],
  })
  .refine((values) => Boolean(values.TWILIO_ACCOUNT_SID) === Boolean(values.TWILIO_AUTH_TOKEN), {
    message: 'Set TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN together (or neither).',
    path: ['TWILIO_AUTH_TOKEN'],
  })
  .refine(
    (values) =>
      !(values.TWILIO_FROM_NUMBER || values.TWILIO_MESSAGING_SERVICE_SID) || Boolean(values.TWILIO_ACCOUNT_SID),
    {
      message: 'TWILIO_FROM_NUMBER and TWILIO_MESSAGING_SERVICE_SID need TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN.',
      path: ['TWILIO_ACCOUNT_SID'],
    },
  )
  .parse(process.env)
export const IS_PRODUCTION = isProduction
