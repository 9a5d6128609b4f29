// A stand-in for Google's Data Manager API at the network edge (Google is outside this network), speaking
// its REST wire format: POST /v1/events:ingest with the request as proto3 JSON, answered with Google's
// JSON (an IngestEventsResponse, or a google.rpc.Status error with its ErrorInfo and BadRequest details).
// The bearer token is checked as Google checks a service account's self-signed JWT (RS256 signed with
// the account's private key, its issuer the account, its scope the API's), with the public half of a key
// pair made here; the request is checked against the API's documented rules for conversion events
// (decision 025). What each test wants next (success, unavailable, a refusal) is set with `answerNext`.
import { generateKeyPairSync, randomUUID, verify } from 'node:crypto'
import { createServer } from 'node:http'
import { text as readBody } from 'node:stream/consumers'

const SCOPE = 'https://www.googleapis.com/auth/datamanager'
/** The proto enums as numbers, as a client asking `$alt=json;enum-encoding=int` sends them, or by name. */
const ACCOUNT_TYPES = new Set([1, 'GOOGLE_ADS'])
const CONSENT_STATUSES = new Set([1, 2, 'CONSENT_GRANTED', 'CONSENT_DENIED'])
const EVENT_SOURCES = new Set([1, 2, 3, 4, 5, 6, 'WEB', 'APP', 'IN_STORE', 'PHONE', 'OTHER', 'MESSAGE'])
const HEX = new Set([1, 'HEX'])
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/

const base64url = (text) => Buffer.from(text, 'base64url')

/** A Google error answer (google.rpc.Status as REST sends it). */
function googleError(code, status, message, details = []) {
  return { status: code, body: { error: { code, message, status, details } } }
}

function badRequest(violations) {
  return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.', [
    {
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: 'INVALID_ARGUMENT',
      domain: 'datamanager.googleapis.com',
      metadata: { requestId: randomUUID() },
    },
    { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: violations },
  ])
}

/** The bearer token's claims when it is a JWT signed by the service account's key for this API, else why not. */
function checkToken(header, { email, publicKey }) {
  const token = /^Bearer (.+)$/.exec(header ?? '')?.[1]
  const parts = token?.split('.')
  if (parts?.length !== 3) return { error: 'no bearer JWT' }
  const [head, body, signature] = parts
  const { alg } = JSON.parse(base64url(head).toString('utf8'))
  if (alg !== 'RS256') return { error: `alg ${alg}` }
  if (!verify('RSA-SHA256', Buffer.from(`${head}.${body}`), publicKey, base64url(signature)))
    return { error: 'bad signature' }
  const claims = JSON.parse(base64url(body).toString('utf8'))
  if (claims.iss !== email || claims.sub !== email) return { error: 'not the service account' }
  if (
    !String(claims.scope ?? '')
      .split(' ')
      .includes(SCOPE)
  )
    return { error: 'no Data Manager scope' }
  if (!(claims.exp * 1000 > Date.now())) return { error: 'expired' }
  return { claims }
}

/** Field violations of an IngestEventsRequest by the API's rules for Google Ads conversion events. */
function violationsOf(request) {
  const out = []
  const add = (field, reason, description) => out.push({ field, reason, description })
  const destinations = request.destinations ?? []
  if (destinations.length === 0) add('destinations', 'REQUIRED_FIELD_MISSING', 'At least one destination is required.')
  destinations.forEach((destination, i) => {
    const at = `destinations[${i}]`
    const operating = destination.operatingAccount
    if (!operating?.accountId) add(`${at}.operating_account.account_id`, 'REQUIRED_FIELD_MISSING', 'Required.')
    else if (!/^\d{10}$/.test(operating.accountId))
      add(`${at}.operating_account.account_id`, 'INVALID_FORMAT', 'A Google Ads customer id is ten digits.')
    if (!ACCOUNT_TYPES.has(operating?.accountType))
      add(`${at}.operating_account.account_type`, 'INVALID_ENUM_VALUE', 'Expected GOOGLE_ADS.')
    if (destination.loginAccount && !/^\d{10}$/.test(destination.loginAccount.accountId ?? ''))
      add(`${at}.login_account.account_id`, 'INVALID_FORMAT', 'A Google Ads customer id is ten digits.')
    if (!/^\d+$/.test(destination.productDestinationId ?? ''))
      add(`${at}.product_destination_id`, 'INVALID_CONVERSION_ACTION_ID', 'A conversion action id is digits.')
  })
  const hex = HEX.has(request.encoding)
  if (!hex) add('encoding', 'INVALID_ENUM_VALUE', 'This stand-in checks HEX-encoded hashes only.')
  const checkConsent = (consent, at) => {
    for (const field of ['adUserData', 'adPersonalization'])
      if (consent?.[field] !== undefined && !CONSENT_STATUSES.has(consent[field]))
        add(`${at}.${field}`, 'INVALID_ENUM_VALUE', 'Unknown consent status.')
  }
  checkConsent(request.consent, 'consent')
  const events = request.events ?? []
  if (events.length === 0) add('events', 'REQUIRED_FIELD_MISSING', 'At least one event is required.')
  if (events.length > 2000) add('events', 'TOO_MANY_EVENTS', 'At most 2,000 events per request.')
  events.forEach((event, i) => {
    const at = `events[${i}]`
    if (!RFC3339.test(event.eventTimestamp ?? ''))
      add(`${at}.event_timestamp`, 'EVENT_TIME_INVALID', 'An RFC 3339 timestamp is required.')
    else if (Date.parse(event.eventTimestamp) > Date.now() + 60_000)
      add(`${at}.event_timestamp`, 'EVENT_TIME_INVALID', 'The event is in the future.')
    if (!event.transactionId) add(`${at}.transaction_id`, 'REQUIRED_FIELD_MISSING', 'Required for de-duplication.')
    const ids = event.adIdentifiers ?? {}
    const clickIds = ['gclid', 'gbraid', 'wbraid'].filter((name) => ids[name])
    if (clickIds.length > 1) add(`${at}.ad_identifiers`, 'INVALID_ARGUMENT', 'One click id per event.')
    const identifiers = event.userData?.userIdentifiers ?? []
    identifiers.forEach((identifier, j) => {
      const keys = Object.keys(identifier)
      const field = `${at}.user_data.user_identifiers[${j}]`
      if (keys.length !== 1) add(field, 'INVALID_ARGUMENT', 'Exactly one identifier.')
      const value = identifier.emailAddress ?? identifier.phoneNumber
      if (hex && value !== undefined && !/^[0-9a-f]{64}$/i.test(value))
        add(field, 'INVALID_SHA256_FORMAT', 'Not a hex SHA-256 hash.')
    })
    if (clickIds.length === 0 && identifiers.length === 0)
      add(at, 'NO_IDENTIFIERS_PROVIDED', 'A click id or user identifiers are required.')
    if (event.conversionValue !== undefined && !/^[A-Z]{3}$/.test(event.currency ?? ''))
      add(`${at}.currency`, 'INVALID_CURRENCY_CODE', 'A value needs an ISO 4217 currency.')
    if (event.eventSource !== undefined && !EVENT_SOURCES.has(event.eventSource))
      add(`${at}.event_source`, 'INVALID_ENUM_VALUE', 'Unknown event source.')
    checkConsent(event.consent, `${at}.consent`)
  })
  return out
}

/**
 * Starts the stand-in on a free port. `serviceAccountKey` is the JSON key file (as text) the CMS is given;
 * `requests` every ingest request received (query, headers, parsed body, the token's claims);
 * `answerNext(...answers)` queues how the next requests are answered: 'unavailable' (503), or
 * { refuse: reason, field, description } (400 with that field violation); without one, a valid request
 * is accepted with a new request id and an invalid one refused with its violations.
 */
export async function startDataManagerStandIn() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const email = 'conversions@clearview-test.iam.gserviceaccount.com'
  const account = { email, publicKey }
  const requests = []
  const scripted = []
  const server = createServer(async (req, res) => {
    const send = ({ status, body }) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' })
      res.end(JSON.stringify(body))
    }
    try {
      const url = new URL(req.url, 'http://stand-in')
      const text = await readBody(req)
      if (req.method !== 'POST' || url.pathname !== '/v1/events:ingest')
        return send(googleError(404, 'NOT_FOUND', `${req.method} ${url.pathname} is not an API method here.`))
      const token = checkToken(req.headers.authorization, account)
      if (token.error)
        return send(
          googleError(401, 'UNAUTHENTICATED', `Request had invalid authentication credentials (${token.error}).`),
        )
      let body
      try {
        body = JSON.parse(text)
      } catch {
        return send(googleError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.'))
      }
      requests.push({ query: url.searchParams, headers: req.headers, body, claims: token.claims })
      const next = scripted.shift()
      if (next === 'unavailable') return send(googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.'))
      if (next?.refuse)
        return send(
          badRequest([{ field: next.field ?? 'events[0]', reason: next.refuse, description: next.description ?? '' }]),
        )
      const violations = violationsOf(body)
      if (violations.length > 0) return send(badRequest(violations))
      send({ status: 200, body: { requestId: randomUUID() } })
    } catch (error) {
      send(googleError(500, 'INTERNAL', String(error)))
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    serviceAccountKey: JSON.stringify({
      type: 'service_account',
      project_id: 'clearview-test',
      private_key_id: 'stand-in-key',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: email,
      client_id: '100000000000000000001',
      token_uri: 'https://oauth2.googleapis.com/token',
    }),
    requests,
    answerNext: (...answers) => scripted.push(...answers),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
