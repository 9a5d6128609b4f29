import { randomUUID } from 'node:crypto'
import type { Config } from '@ecs/shared/cms'
import { startStack, type Stack } from '@ecs/test-stack'
import {
  careerApplicationBody,
  estimateBody,
  FILES,
  planSignupBody,
  reviewBody,
  unfinishedEstimateBody,
} from '@ecs/test-stack/lead-bodies'
import { checkoutEvent, signature, startStripeStandIn, type StripeStandIn } from '@ecs/test-stack/stripe-stand-in'
import { staffCookie } from '@ecs/test-stack/event-stream'
import { startTwilioStandIn, twilioSid, twilioSignature, type TwilioStandIn } from '@ecs/test-stack/twilio-stand-in'
import fc from 'fast-check'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Bad input at every public endpoint, on both doors of the built stack (the site, which forwards /api
 * to the CMS, and the CMS's own port), at production limits: each request comes from an address of its
 * own (X-Forwarded-For from loopback, which both servers trust), so it reaches the checks instead of a
 * 429. For each input: no 5xx, an answer within 5 s, no stack trace or SQL in the body; for each
 * endpoint: no row written by a refused request.
 *
 * The inputs are fast-check samples from a fixed seed, so a failure is the same on every run;
 * FUZZ_SEED=<n> explores others.
 */
const INPUTS_PER_ENDPOINT = 300
const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const CONCURRENCY = 6

let stack: Stack
let stripe: StripeStandIn
let twilio: TwilioStandIn
let db: pg.Client
let doors: { name: string; url: string }[]
/** Marketing's session: the spend import is fuzzed past its sign-in, where its CSV is read. */
let marketingCookie: string
const WEBHOOK_SECRET = 'whsec_fuzz'
const TWILIO = {
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
  TWILIO_FROM_NUMBER: '+12025550100',
}

beforeAll(async () => {
  // Card payments on, against the stand-in of Stripe's API (decision 015), so the payment endpoints
  // are fuzzed past their "not available" answer.
  stripe = await startStripeStandIn()
  // Texts on, against the stand-in of Twilio's API (decision 021), so the text webhooks are fuzzed past
  // their "not set up" answer.
  twilio = await startTwilioStandIn({
    accountSid: TWILIO.TWILIO_ACCOUNT_SID,
    authToken: TWILIO.TWILIO_AUTH_TOKEN,
    phoneNumber: TWILIO.TWILIO_FROM_NUMBER,
  })
  stack = await startStack({
    // Calls on too (Twilio's keys), so the voice webhooks are fuzzed past their signature check.
    cmsEnv: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      ...TWILIO,
      TWILIO_API_URL: twilio.url,
    },
  })
  doors = [
    { name: 'site', url: stack.site!.url },
    { name: 'cms', url: stack.cms.url },
  ]
  db = new pg.Client({ connectionString: stack.databaseUri })
  await db.connect()
  // A lead routed during office hours queues its escalation for when its first contact falls due (5
  // working minutes by default): run past then, it wrote the escalation on a lead's timeline while a
  // later endpoint's refused requests were counted. A day's target keeps every escalation after the run.
  await db.query('UPDATE locations SET first_contact_target_minutes = 1440')
  marketingCookie = await staffCookie(stack.cms.url, 'marketing@clearview.example')
}, 180_000)
afterAll(async () => {
  await db?.end()
  await stack?.stop()
  await stripe?.stop()
  await twilio?.stop()
})

// ---------------------------------------------------------------------------------------------
// Inputs

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u202eevil',
  '\ud800',
  '💧'.repeat(600),
  'x'.repeat(70_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%00',
  '%zz',
  '__proto__',
  'constructor',
  '{"$ne":1}',
  '1e309',
  'NaN',
  '-0',
  '2026-02-31',
  'null',
  'undefined',
]

/** Arrays and objects nested this deep (a parser or a validator walking them must not fall over). */
const nested = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value }
  return value
}

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, [], {}, ...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.record({ $ne: fc.constant(1) }),
  fc.tuple(fc.integer({ min: 30, max: 3000 }), fc.boolean()).map(([depth, asArray]) => nested(depth, 1, asArray)),
)

/** Every dotted path to a value in a body (objects and arrays), the body itself as ''. */
function pathsOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  const own = Object.entries(value).flatMap(([key, inner]) => pathsOf(inner, prefix ? `${prefix}.${key}` : key))
  return prefix ? [prefix, ...own] : own
}

function withValueAt(body: Record<string, unknown>, path: string, value: unknown): unknown {
  if (path === '') return value
  const copy: Record<string, unknown> = structuredClone(body)
  const keys = path.split('.')
  let cursor = copy
  for (const key of keys.slice(0, -1)) cursor = cursor[key] as Record<string, unknown>
  cursor[keys.at(-1)!] = value
  return copy
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
]

interface Input {
  method: string
  path: string
  contentType?: string
  body?: string | (() => FormData)
  headers?: Record<string, string>
}

/**
 * Bodies near a valid one: one value anywhere in it replaced by a bad one, a field added, the body
 * not an object at all, or not JSON; mostly sent as JSON, sometimes under another content type.
 * `fresh` gives each sample new session and idempotency keys, so no answer is a replay of another.
 */
function jsonBodies(valid: () => Record<string, unknown>): fc.Arbitrary<{ body: string; contentType: string }> {
  type Change = { kind: 'at'; path: string; value: unknown } | { kind: 'extra' | 'whole' | 'text'; value: unknown }
  const change: fc.Arbitrary<Change> = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom(...pathsOf(valid())), badValue)
        .map(([path, value]): Change => ({ kind: 'at', path, value })),
    },
    { weight: 1, arbitrary: badValue.map((value): Change => ({ kind: 'extra', value })) },
    { weight: 1, arbitrary: badValue.map((value): Change => ({ kind: 'whole', value })) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'binary', maxLength: 300 }).map((value): Change => ({ kind: 'text', value })),
    },
  )
  return fc
    .tuple(
      change,
      fc.oneof({ weight: 5, arbitrary: fc.constant('application/json') }, fc.constantFrom(...CONTENT_TYPES)),
    )
    .map(([change, contentType]) => {
      const base = valid()
      const body =
        change.kind === 'at'
          ? JSON.stringify(withValueAt(base, change.path, change.value))
          : change.kind === 'text'
            ? String(change.value)
            : change.kind === 'whole'
              ? (JSON.stringify(change.value) ?? 'null')
              : JSON.stringify({ ...base, isAdmin: true, unexpected: change.value })
      return { body, contentType }
    })
}

const VALID = {
  attribution: () => ({
    sessionId: randomUUID(),
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'spring-wash',
    gclid: 'abc123',
    referrer: 'https://www.google.com/',
    landingPage: 'https://clearview.example/dmv?utm_source=google',
  }),
  estimate: () => estimateBody(),
  unfinishedEstimate: () => unfinishedEstimateBody(),
  // Read when sampled; the field names are read before the stand-in starts.
  inboundText: () => ({
    AccountSid: twilio?.accountSid ?? '',
    Body: 'Is Thursday ok?',
    From: '+12025550123',
    MessageSid: `SM${randomUUID().replaceAll('-', '')}`,
    NumMedia: '0',
    To: twilio?.phoneNumber ?? '',
  }),
  textStatus: () => ({
    AccountSid: twilio?.accountSid ?? '',
    MessageSid: `SM${randomUUID().replaceAll('-', '')}`,
    MessageStatus: 'delivered',
  }),
  planSignup: () => planSignupBody(),
  review: () => reviewBody(),
  application: () => careerApplicationBody(),
  login: () => ({ email: 'nobody@example.com', password: 'not-the-password' }),
  forgotPassword: () => ({ email: 'nobody@example.com' }),
  tap: () => ({ sessionId: randomUUID(), kind: 'call' }),
  shownNumbers: () => ({ sessionId: randomUUID(), location: 'tri-cities' }),
  checkout: () => ({
    idempotencyKey: randomUUID(),
    payFor: { type: 'invoice', number: 'INV-1001' },
    amountCents: 18900,
  }),
  stripeEvent: () =>
    checkoutEvent('checkout.session.completed', {
      id: 'cs_test_fuzz',
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 18900,
      currency: 'usd',
      metadata: { account: 'invoice', invoiceNumber: 'INV-1001' },
    }),
}

const posts = (path: string, valid: () => Record<string, unknown>): fc.Arbitrary<Input> =>
  jsonBodies(valid).map(({ body, contentType }) => ({ method: 'POST', path, body, contentType }))

/**
 * Stripe's events, each body signed one way: with the endpoint's secret now (so the event itself is
 * fuzzed past the signature check), with it ten minutes ago, with another secret, or not at all.
 */
const stripeEvents: fc.Arbitrary<Input> = fc
  .tuple(jsonBodies(VALID.stripeEvent), fc.constantFrom('now', 'old', 'other secret', 'garbage', 'none'))
  .map(([{ body, contentType }, signedAs]) => {
    const now = Math.floor(Date.now() / 1000)
    const header = {
      now: () => signature(body, WEBHOOK_SECRET, now),
      old: () => signature(body, WEBHOOK_SECRET, now - 600),
      'other secret': () => signature(body, 'whsec_someone_else', now),
      garbage: () => 't=1,v1=00',
      none: () => undefined,
    }[signedAs]()
    return {
      method: 'POST',
      path: '/api/payments/stripe-webhook',
      body,
      contentType,
      ...(header !== undefined && { headers: { 'stripe-signature': header } }),
    }
  })

/**
 * Twilio's voice webhooks: a call's form with one field fuzzed (or a field added), to a seeded tracking
 * number or not, signed one way: for the CMS's address with the account's token (so the form is fuzzed
 * past the check), for another address, with another token, garbage, or not at all.
 */
const voiceEvents = (path: string): fc.Arbitrary<Input> =>
  fc
    .tuple(
      fc.constantFrom(
        'CallSid',
        'From',
        'To',
        'CallStatus',
        'DialCallStatus',
        'CallDuration',
        'Timestamp',
        'RecordingUrl',
        'extra',
      ),
      fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 40 })),
      fc.constantFrom('+17035550111', '+15095550121', '+12025550000'),
      fc.constantFrom('now', 'other address', 'other token', 'garbage', 'none'),
      fc.oneof(
        { weight: 5, arbitrary: fc.constant('application/x-www-form-urlencoded') },
        fc.constantFrom(...CONTENT_TYPES),
      ),
    )
    .map(([field, value, to, signedAs, contentType]) => {
      const params: Record<string, string> = {
        CallSid: twilioSid('CA'),
        AccountSid: TWILIO.TWILIO_ACCOUNT_SID,
        From: '+12025550188',
        To: to,
        CallStatus: 'ringing',
        [field]: value,
      }
      const url = `${stack.cms.url}${path}`
      const header = {
        now: () => twilioSignature(TWILIO.TWILIO_AUTH_TOKEN, url, params),
        'other address': () => twilioSignature(TWILIO.TWILIO_AUTH_TOKEN, `${url}?old=1`, params),
        'other token': () => twilioSignature('0'.repeat(32), url, params),
        garbage: () => 'AAAA',
        none: () => undefined,
      }[signedAs]()
      return {
        method: 'POST',
        path,
        body: new URLSearchParams(params).toString(),
        contentType,
        ...(header !== undefined && { headers: { 'x-twilio-signature': header } }),
      }
    })

/**
 * Twilio's form webhooks (a text received, a delivery status): the form's fields changed one at a time,
 * or replaced by anything, each signed one way: with the auth token for the public address (so the form
 * itself is fuzzed past the signature check), with another token, for another address, or not at all.
 */
const twilioWebhooks = (path: string, valid: () => Record<string, string>): fc.Arbitrary<Input> =>
  fc
    .tuple(
      fc.oneof(
        {
          weight: 4,
          arbitrary: fc
            .tuple(
              fc.constantFrom(...Object.keys(valid())),
              fc.oneof(
                fc.constantFrom('STOP', 'start', 'HELP', '+12025550123', ...NASTY_STRINGS),
                fc.string({ unit: 'binary', maxLength: 200 }),
              ),
            )
            .map(([field, value]) => ({ ...valid(), [field]: value })),
        },
        {
          weight: 1,
          arbitrary: fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 60 }), { maxKeys: 6 }),
        },
      ),
      fc.constantFrom('valid', 'other token', 'other address', 'garbage', 'none'),
      fc.oneof(
        { weight: 5, arbitrary: fc.constant('application/x-www-form-urlencoded') },
        fc.constantFrom(...CONTENT_TYPES),
      ),
    )
    .map(([params, signedAs, contentType]) => {
      const url = `${stack.site!.url}${path}`
      const header = {
        valid: () => twilioSignature(twilio.authToken, url, params),
        'other token': () => twilioSignature('0'.repeat(32), url, params),
        'other address': () => twilioSignature(twilio.authToken, `${url}/old`, params),
        garbage: () => 'not-a-signature',
        none: () => undefined,
      }[signedAs]()
      return {
        method: 'POST',
        path,
        body: new URLSearchParams(params).toString(),
        contentType,
        ...(header !== undefined && { headers: { 'x-twilio-signature': header } }),
      }
    })

/** The career form is multipart: its JSON in `application`, the file in `resume`; either may be bad. */
const applications: fc.Arbitrary<Input> = fc
  .tuple(
    jsonBodies(VALID.application),
    fc.oneof(
      fc.constant(FILES.pdf),
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(undefined),
    ),
    fc.constantFrom('resume.pdf', 'resume.exe', '../../etc/passwd', '', 'a'.repeat(300)),
    fc.constantFrom('application/pdf', 'application/x-msdownload', 'text/html', ''),
  )
  .map(([{ body }, file, fileName, fileType]) => ({
    method: 'POST',
    path: '/api/leads/career-application',
    body: () => {
      const form = new FormData()
      form.set('application', body)
      if (file) form.set('resume', new Blob([file], { type: fileType }), fileName)
      return form
    },
  }))

const QUERY_FIELDS = ['id', 'slug', 'title', 'name', 'email', 'roles', 'status', 'location', 'point', 'createdAt']
const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
]
const queryPart = fc.oneof(fc.constantFrom(...NASTY_STRINGS.filter((text) => text.length < 100)), fc.string())
/** Percent-encoded as a browser would (a lone surrogate as UTF-8 bytes), brackets kept for nested keys. */
const enc = (text: string) => {
  let encoded: string
  try {
    encoded = encodeURIComponent(text)
  } catch {
    encoded = Array.from(Buffer.from(text), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')
  }
  return encoded.replace(/%5B/gi, '[').replace(/%5D/gi, ']')
}
/** A query string of Payload's parameters with bad keys, operators and values, and raw junk. */
const queries: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc
        .tuple(
          fc.oneof(fc.constantFrom(...QUERY_FIELDS, 'a.b.c', 'hash', 'salt', 'password'), fc.string()),
          fc.oneof(fc.constantFrom(...OPERATORS), fc.string()),
          queryPart,
          fc.constantFrom('where', 'where[or][0]', 'where[and][0][or][1]'),
        )
        .map(([field, operator, value, root]) => `${root}[${enc(field)}][${enc(operator)}]=${enc(value)}`),
      fc
        .tuple(
          fc.constantFrom(
            'limit',
            'page',
            'depth',
            'sort',
            'select[title]',
            'populate',
            'locale',
            'draft',
            'pagination',
            'joins',
            'trash',
          ),
          fc.oneof(queryPart, fc.integer().map(String)),
        )
        .map(([key, value]) => `${key}=${enc(value)}`),
      fc.constantFrom(
        '%',
        '%zz',
        '%E0%A4%A',
        'where=1',
        'where[]=1',
        'depth=100000',
        'limit=-1',
        '&&&',
        '=',
        'a[b][c][d][e][f][g][h]=1',
      ),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => parts.join('&'))

const ids = fc.oneof(
  fc.constantFrom('1', '0', '-1', '999999999', '1.5', 'abc', '%00', '..%2f..%2fetc', '1e309'),
  fc.string({ minLength: 1 }).map(enc),
)

/** Anonymous REST on one collection: reads with bad queries and ids, and writes of any kind. */
const collectionRequests = (slug: string): fc.Arbitrary<Input> =>
  fc.oneof(
    { weight: 3, arbitrary: queries.map((query) => ({ method: 'GET', path: `/api/${slug}?${query}` })) },
    {
      weight: 1,
      arbitrary: fc.tuple(ids, queries).map(([id, query]) => ({ method: 'GET', path: `/api/${slug}/${id}?${query}` })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom('POST', 'PATCH', 'DELETE', 'PUT'),
          fc.oneof(
            ids.map((id) => `/${id}`),
            fc.constant(''),
            queries.map((query) => `?${query}`),
          ),
          jsonBodies(() => ({ title: 'x', name: 'x', slug: 'x' })),
        )
        .map(([method, suffix, { body, contentType }]) => ({
          method,
          path: `/api/${slug}${suffix}`,
          body,
          contentType,
        })),
    },
  )

const locates: fc.Arbitrary<Input> = fc
  .oneof(
    queryPart.map((zip) => `zip=${enc(zip)}`),
    fc.constantFrom('zip[]=1', 'zip[a]=22201', 'zip=22201&zip=99336', 'zip=%', 'zip=%zz', '', 'q=1'),
    queries,
  )
  .map((query) => ({ method: 'GET', path: `/locate?${query}` }))

/**
 * Every collection, from the CMS's generated types: one added to the CMS fails typecheck here until
 * it is listed, so the suite keeps covering all of them.
 */
const COLLECTIONS: Record<keyof Config['collections'], true> = {
  locations: true,
  services: true,
  plans: true,
  'community-programs': true,
  industries: true,
  articles: true,
  pages: true,
  reviews: true,
  'before-after-pairs': true,
  'job-photos': true,
  'case-studies': true,
  jobs: true,
  media: true,
  attribution: true,
  users: true,
  'estimate-requests': true,
  'unfinished-estimates': true,
  'plan-signups': true,
  'community-signups': true,
  'career-applications': true,
  resumes: true,
  'lead-photos': true,
  webhooks: true,
  'webhook-deliveries': true,
  'payload-kv': true,
  'payload-jobs': true,
  'payload-locked-documents': true,
  'payload-preferences': true,
  'payload-migrations': true,
  'desk-leads': true,
  'lead-events': true,
  'text-messages': true,
  'text-opt-outs': true,
  redirects: true,
  'landing-pages': true,
  payments: true,
  'phone-call-leads': true,
  'tracking-numbers': true,
  'tracking-number-holds': true,
  'phone-calls': true,
  quotes: true,
  'ads-conversion-uploads': true,
  'ad-spend': true,
  'source-rules': true,
  visits: true,
  customers: true,
  'customer-keys': true,
}

/** A quote link's token: well formed but not ours, cut short, or anything at all. */
const quoteTokens = fc.oneof(
  fc.constantFrom(`1-1-9999999999-${'0'.repeat(64)}`, `1-1-1-${'a'.repeat(64)}`, '1-1-1', 'x', '%00', '..%2f..%2fetc'),
  fc.string({ minLength: 1 }).map(enc),
)

/** The customer's side of a quote: every address behind a token, reads and answers with any body. */
const quoteRequests: fc.Arbitrary<Input> = fc.oneof(
  quoteTokens.map((token) => ({ method: 'GET', path: `/api/quotes/link/${token}` })),
  quoteTokens.map((token) => ({ method: 'GET', path: `/api/quotes/link/${token}/pdf` })),
  quoteTokens.map((token) => ({ method: 'GET', path: `/api/quotes/link/${token}/booking` })),
  fc
    .tuple(
      quoteTokens,
      fc.constantFrom('accept', 'decline', 'question', 'deposit', 'booking'),
      jsonBodies(() => ({
        name: 'Ada Lovelace',
        acceptTerms: true,
        reason: 'Too dear',
        question: 'When?',
        startsAt: '2030-01-07T14:00:00.000Z',
      })),
    )
    .map(([token, answer, { body, contentType }]) => ({
      method: 'POST',
      path: `/api/quotes/link/${token}/${answer}`,
      body,
      contentType,
    })),
)

/** A visit link's token: well formed but not ours, cut short, or anything at all. */
const visitTokens = fc.oneof(
  fc.constantFrom(`1-9999999999-${'0'.repeat(64)}`, `1-1-${'a'.repeat(64)}`, '1-1', 'x', '%00', '..%2f..%2fetc'),
  fc.string({ minLength: 1 }).map(enc),
)

/**
 * Photos for a sent estimate request, behind its link's token (the same shape as a visit link's): any
 * token, any number of parts of any bytes, names and types.
 */
const photoSends: fc.Arbitrary<Input> = fc
  .tuple(
    visitTokens,
    fc.array(
      fc.tuple(
        fc.oneof(
          fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
          fc.constant(Buffer.from([0xff, 0xd8, 0xff, 0xe0])),
        ),
        fc.constantFrom('IMG_0001.HEIC', 'photo.jpg', '../../etc/passwd', '', 'a'.repeat(300)),
        fc.constantFrom('image/jpeg', 'image/heic', 'text/html', ''),
      ),
      { maxLength: 8 },
    ),
  )
  .map(([token, files]) => ({
    method: 'POST',
    path: `/api/leads/photos/${token}`,
    body: () => {
      const form = new FormData()
      for (const [bytes, name, type] of files) form.append('photos', new Blob([bytes], { type }), name)
      return form
    },
  }))

/**
 * The estimate visit of a sent request, behind its link's token (the same shape as a visit link's): its
 * read, and booking it with any body.
 */
const estimateVisitRequests: fc.Arbitrary<Input> = fc.oneof(
  visitTokens.map((token) => ({ method: 'GET', path: `/api/leads/estimate-visit/${token}` })),
  fc
    .tuple(
      visitTokens,
      jsonBodies(() => ({ startsAt: '2030-01-07T14:00:00.000Z' })),
    )
    .map(([token, { body, contentType }]) => ({
      method: 'POST',
      path: `/api/leads/estimate-visit/${token}`,
      body,
      contentType,
    })),
)

/** The customer's side of a booked visit: its read, and moving, cancelling it or stopping its review reminder with any body. */
const visitRequests: fc.Arbitrary<Input> = fc.oneof(
  visitTokens.map((token) => ({ method: 'GET', path: `/api/visits/link/${token}` })),
  fc
    .tuple(
      visitTokens,
      fc.constantFrom('reschedule', 'cancel', 'review-opt-out'),
      jsonBodies(() => ({ startsAt: '2030-01-07T14:00:00.000Z' })),
    )
    .map(([token, change, { body, contentType }]) => ({
      method: 'POST',
      path: `/api/visits/link/${token}/${change}`,
      body,
      contentType,
    })),
)

const csvCell = (text: string) => `"${text.replaceAll('"', '""')}"`
const spendCells = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string(),
  fc.constantFrom('2026-11-01', '11/1/2026', '12.50', '1,234.56', 'Fuzz'),
)
/**
 * An ad platform's spend export with one line of anything under one of the exports' headers (or none),
 * a title line above and a total line below or not, sent as marketing (mostly) or signed out, as CSV
 * (mostly) or another type. One data line, so an accepted file writes at most one row.
 */
const spendImports: fc.Arbitrary<Input> = fc
  .record({
    title: fc.constantFrom(
      '',
      'Campaign report\n"November 1, 2026 - November 2, 2026"\n',
      '"Report Name: Campaign Performance"\n',
    ),
    header: fc.constantFrom(
      'Day,Campaign,Cost',
      '"Gregorian date","Campaign name","Spend"',
      'Reporting starts,Campaign name,Amount spent (USD)',
      'Date,Name,Amount',
      '',
    ),
    line: fc.array(spendCells, { minLength: 0, maxLength: 5 }),
    footer: fc.constantFrom('', 'Total: Account,--,"1,234.56"\n', '"©2026 Microsoft Corporation."\n'),
    quoted: fc.boolean(),
    contentType: fc.constantFrom('text/csv', 'text/csv', 'text/csv; charset=utf-8', 'application/json', 'text/plain'),
    signedIn: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  })
  .map(({ title, header, line, footer, quoted, contentType, signedIn }) => ({
    method: 'POST',
    path: '/api/ad-spend/import',
    contentType,
    body: `${title}${header}\n${line.map((cell) => (quoted ? csvCell(cell) : cell)).join(',')}\n${footer}`,
    ...(signedIn && { headers: { cookie: marketingCookie, 'sec-fetch-site': 'same-origin' } }),
  }))

const ENDPOINTS: [string, fc.Arbitrary<Input>][] = [
  ['POST /api/attribution', posts('/api/attribution', VALID.attribution)],
  ['POST /api/leads/estimate', posts('/api/leads/estimate', VALID.estimate)],
  ['POST /api/leads/unfinished-estimate', posts('/api/leads/unfinished-estimate', VALID.unfinishedEstimate)],
  ['POST /api/leads/plan-signup', posts('/api/leads/plan-signup', VALID.planSignup)],
  ['POST /api/leads/review', posts('/api/leads/review', VALID.review)],
  ['POST /api/leads/career-application', applications],
  ['POST /api/leads/photos/:token', photoSends],
  ["/api/leads/estimate-visit/:token (a request's estimate visit)", estimateVisitRequests],
  ['POST /api/users/login', posts('/api/users/login', VALID.login)],
  ['POST /api/users/forgot-password', posts('/api/users/forgot-password', VALID.forgotPassword)],
  ['POST /api/payments/checkout', posts('/api/payments/checkout', VALID.checkout)],
  ['POST /api/payments/stripe-webhook', stripeEvents],
  ["/api/quotes/link/:token (a customer's quote)", quoteRequests],
  ["/api/visits/link/:token (a customer's visit)", visitRequests],
  ['POST /api/texts/inbound', twilioWebhooks('/api/texts/inbound', VALID.inboundText)],
  ['POST /api/texts/status', twilioWebhooks('/api/texts/status', VALID.textStatus)],
  ['POST /api/calls/voice', voiceEvents('/api/calls/voice')],
  ['POST /api/calls/status', voiceEvents('/api/calls/status')],
  ['POST /api/calls/taps', posts('/api/calls/taps', VALID.tap)],
  ['POST /api/calls/numbers', posts('/api/calls/numbers', VALID.shownNumbers)],
  ['GET /locate', locates],
  ['POST /api/ad-spend/import (marketing)', spendImports],
  ...Object.keys(COLLECTIONS).map((slug): [string, fc.Arbitrary<Input>] => [
    `/api/${slug} (anonymous REST)`,
    collectionRequests(slug),
  ]),
]

// ---------------------------------------------------------------------------------------------
// Checks

/** What must never reach a visitor: a stack frame, a file of ours, or the database's own words. */
const LEAKS = [
  /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/|\/|node:)[^\s)]+:\d+:\d+/,
  /node_modules\//,
  /\/work\/|\/src\/[\w/-]+\.tsx?\b/,
  /syntax error at or near|violates (?:not-null|foreign key|unique|check) constraint|relation "[^"]+" does not exist/i,
  /column "[^"]+" (?:does not exist|of relation)|invalid input syntax for type|Failed query:|\bDrizzle\w*Error\b/i,
]

let visitors = 0
/** An address of its own for each request (a private block: never a real visitor). */
function newVisitor(): string {
  visitors += 1
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`
}

interface Outcome {
  door: string
  input: Input
  status: number
  problem?: string
}

async function send(door: { name: string; url: string }, input: Input): Promise<Outcome> {
  const headers: Record<string, string> = {
    'x-forwarded-for': newVisitor(),
    accept: 'application/json',
    ...input.headers,
  }
  if (input.contentType) headers['content-type'] = input.contentType
  const body = typeof input.body === 'function' ? input.body() : input.body
  try {
    const response = await fetch(door.url + input.path, {
      method: input.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(5000),
    })
    const text = await response.text()
    const leak = LEAKS.find((pattern) => pattern.test(text))
    if (response.status >= 500) return { door: door.name, input, status: response.status, problem: text.slice(0, 300) }
    if (leak)
      return { door: door.name, input, status: response.status, problem: `leaks ${leak}: ${text.slice(0, 300)}` }
    return { door: door.name, input, status: response.status }
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? 'no answer within 5 s' : (error as Error).message
    return { door: door.name, input, status: 0, problem: reason }
  }
}

async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await work(items[index]!)
      }
    }),
  )
  return results
}

/**
 * The rows of the jobs the task schedules queue by the clock (Payload marks them `scheduled`), left out
 * of the counts: such a job is queued whenever its time comes (forget-leadless-customers at minute 7 of
 * every hour), and one that came during an endpoint's requests was counted as their write (seen in CI).
 */
const NOT_SCHEDULED: Record<string, string> = {
  payload_jobs: `where not coalesce((meta->>'scheduled')::boolean, false)`,
  payload_jobs_log: `where _parent_id not in (select id from payload_jobs where (meta->>'scheduled')::boolean)`,
}

/** Rows per table, in one statement. */
async function rowCounts(): Promise<Map<string, number>> {
  const { rows: tables } = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  )
  const { rows } = await db.query<{ name: string; count: number }>(
    tables
      .map(({ name }) => `select '${name}' as name, count(*)::int as count from "${name}" ${NOT_SCHEDULED[name] ?? ''}`)
      .join(' union all '),
  )
  return new Map(rows.map(({ name, count }) => [name, count]))
}

/**
 * Waits until the job queue has run every job due now (at most 30 s), so that the emails of an
 * earlier endpoint's leads (their timeline entries, the queue's log rows) are not counted against the
 * next endpoint's refused requests. A job due later (a lead's escalation when its first contact is due,
 * a day after the run's leads arrive; a text held until 8:00) writes nothing during the test.
 */
async function queueDrained(): Promise<void> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const { rows } = await db.query<{ waiting: number }>(
      `select count(*)::int as waiting from payload_jobs
       where completed_at is null and not has_error and (wait_until is null or wait_until <= now())`,
    )
    if (rows[0]!.waiting === 0) return
    if (Date.now() > deadline) throw new Error(`${rows[0]!.waiting} jobs still queued after 30 s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Tables that grew between two counts, by how much. */
function grown(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  return Object.fromEntries(
    [...after].flatMap(([name, count]) =>
      count > (before.get(name) ?? 0) ? [[name, count - (before.get(name) ?? 0)]] : [],
    ),
  )
}

/**
 * What an accepted request of an endpoint writes: rows of `table` (at most one per accepted request),
 * and rows `alongside` it (a lead's lists, its queued emails and hooks). Nothing else may grow.
 */
// payload_jobs_log: a row per run of a queued job, there from the run until the job is deleted on completion.
// lead_routing_turns: whose turn is next in a location's team, moved by a lead routed during office hours.
// customers, customer_keys: the customer a lead is from (a new one for a new email, phone or company), and what matches it.
// sent_messages: the key of each email or text the lead's jobs sent, so a job run again after a crash sends it once.
const LEAD_FOLLOW_UPS = [
  'payload_jobs',
  'payload_jobs_log',
  'desk_leads',
  'lead_events',
  'lead_routing_turns',
  'customers',
  'customer_keys',
  'sent_messages',
]
/** Every request counts against its address's limits, refused or not (decision 011): not a write of its data. */
const RATE_LIMIT_COUNTS = ['rate_limits']
const WRITES: Record<string, { table: string; alongside: string[] }> = {
  'POST /api/attribution': { table: 'attribution', alongside: [] },
  'POST /api/leads/estimate': {
    table: 'estimate_requests',
    alongside: ['estimate_requests_services', 'estimate_requests_property_surfaces', ...LEAD_FOLLOW_UPS],
  },
  // The wizard's beacon: its row and the chosen services, and like any lead its desk lead and follow-ups.
  'POST /api/leads/unfinished-estimate': {
    table: 'unfinished_estimates',
    alongside: ['unfinished_estimates_services', ...LEAD_FOLLOW_UPS],
  },
  'POST /api/leads/plan-signup': { table: 'plan_signups', alongside: LEAD_FOLLOW_UPS },
  // A review's words (its reply) live per language.
  'POST /api/leads/review': { table: 'reviews', alongside: ['reviews_locales', ...LEAD_FOLLOW_UPS] },
  'POST /api/leads/career-application': { table: 'career_applications', alongside: ['resumes', ...LEAD_FOLLOW_UPS] },
  // A request's photos, only behind a link the CMS signed for that request (a forged or random token writes nothing).
  'POST /api/leads/photos/:token': { table: 'lead_photos', alongside: [] },
  // A paid session of ours, signed: one ledger entry however often it comes. A checkout writes nothing of ours.
  'POST /api/payments/stripe-webhook': { table: 'payments', alongside: [] },
  // A signed text: kept once by its id, on its lead's timeline; a STOP keeps the number, a HELP queues the answer.
  'POST /api/texts/inbound': {
    table: 'text_messages',
    alongside: ['lead_events', 'text_opt_outs', 'payload_jobs', 'payload_jobs_log', 'sent_messages'],
  },
  // A signed call to one of ours: its row, and for a new caller a Phone call lead with its follow-ups.
  'POST /api/calls/voice': { table: 'phone_calls', alongside: ['phone_call_leads', ...LEAD_FOLLOW_UPS] },
  'POST /api/calls/status': { table: 'phone_calls', alongside: ['phone_call_leads', ...LEAD_FOLLOW_UPS] },
  // Marketing's spend export of one line: that campaign's day, upserted (none new when it is there already).
  'POST /api/ad-spend/import (marketing)': { table: 'ad_spend', alongside: [] },
}

describe('bad input at every public endpoint, on both doors', () => {
  it.each(ENDPOINTS)(
    '%s: no 5xx, no hang, no trace or SQL, no row from a refused request',
    async (name, arbitrary) => {
      const inputs = fc.sample(arbitrary, { numRuns: INPUTS_PER_ENDPOINT, seed: SEED })
      await queueDrained()
      const before = await rowCounts()
      const outcomes = await inParallel(
        inputs.flatMap((input) => doors.map((door) => ({ door, input }))),
        CONCURRENCY,
        ({ door, input }) => send(door, input),
      )
      const failures = outcomes.filter((outcome) => outcome.problem)
      expect(
        failures.slice(0, 5).map(({ door, input, status, problem }) => ({
          door,
          request: `${input.method} ${input.path.slice(0, 200)}`,
          body: typeof input.body === 'string' ? input.body.slice(0, 200) : input.body && 'multipart',
          status,
          problem,
        })),
        `${failures.length} of ${outcomes.length} failed (FUZZ_SEED=${SEED})`,
      ).toEqual([])
      const accepted = outcomes.filter(
        (outcome) => outcome.status >= 200 && outcome.status < 300 && outcome.input.method !== 'GET',
      )
      const written = grown(before, await rowCounts())
      for (const counter of RATE_LIMIT_COUNTS) delete written[counter]
      const writes = WRITES[name]
      const allowed = accepted.length > 0 && writes ? [writes.table, ...writes.alongside] : []
      expect(
        Object.keys(written).filter((table) => !allowed.includes(table)),
        `rows written by refused requests (${accepted.length} accepted)`,
      ).toEqual([])
      if (writes) expect(written[writes.table] ?? 0).toBeLessThanOrEqual(accepted.length)
    },
    120_000,
  )
})
