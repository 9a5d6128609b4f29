// A stand-in for Stripe at the network edge, the one stand-in the project allows (decision 015: Stripe is
// outside this network). It answers what our CMS asks of Stripe's API (creating a Checkout Session, with
// Stripe's idempotency: the same key answers the same session) and plays the hosted payment page: paying
// there sends a checkout.session.completed event, signed by the Stripe SDK's own test helper with the
// webhook secret, to the webhook address, then returns the browser to the session's success_url, as
// Stripe does. Every API request is kept, so a test can assert what the SDK sent.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import Stripe from 'stripe'

const signer = new Stripe('sk_test_stand_in_signer_only')

/** The stripe-signature header of a webhook body, made with the SDK's test helper. */
export function signature(payload, secret, timestamp = Math.floor(Date.now() / 1000)) {
  return signer.webhooks.generateTestHeaderString({ payload, secret, timestamp })
}

/** A webhook body and its stripe-signature header. */
export function signedEvent(event, secret, timestamp) {
  const payload = JSON.stringify(event)
  return { payload, signature: signature(payload, secret, timestamp) }
}

/** An event as Stripe sends it (API object `event`) around a Checkout Session. */
export function checkoutEvent(type, session, { id = `evt_${randomBytes(12).toString('hex')}`, created } = {}) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: session },
  }
}

/** `metadata[account]=invoice` and the like, read back into an object. */
function nested(form, prefix) {
  const found = {}
  for (const [key, value] of Object.entries(form)) {
    const match = key.startsWith(`${prefix}[`) ? /^\[([^\]]+)\]$/.exec(key.slice(prefix.length)) : null
    if (match) found[match[1]] = value
  }
  return found
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}

function send(res, status, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  })
  res.end(text)
}

const escapeHtml = (text) => String(text).replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * Starts the stand-in on a free loopback port. `webhookUrl` and `webhookSecret` (also settable later with
 * `deliverTo`) say where the hosted page's payments are reported.
 */
export async function startStripeStandIn({ webhookUrl, webhookSecret } = {}) {
  const requests = []
  const sessions = new Map()
  const sessionByKey = new Map()
  const deliveries = []
  let base = ''

  async function deliver(event) {
    if (!webhookUrl) return
    const { payload, signature } = signedEvent(event, webhookSecret)
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    })
    deliveries.push({ type: event.type, status: response.status, body: await response.text() })
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', base)
      const body = await readBody(req)
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const form = Object.fromEntries(new URLSearchParams(body))
        requests.push({ method: req.method, path: url.pathname, headers: req.headers, form })
        if (req.headers.authorization !== 'Bearer sk_test_stand_in')
          return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } })
        const key = req.headers['idempotency-key']
        const known = key && sessionByKey.get(key)
        if (known) return send(res, 200, sessions.get(known), { 'idempotent-replayed': 'true' })
        const id = `cs_test_${randomBytes(24).toString('hex')}`
        const metadata = nested(form, 'metadata')
        const session = {
          id,
          object: 'checkout.session',
          mode: form.mode,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          currency: form['line_items[0][price_data][currency]'],
          metadata,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          url: `${base}/c/pay/${id}`,
          livemode: false,
        }
        sessions.set(id, session)
        if (key) sessionByKey.set(key, id)
        return send(res, 200, session)
      }
      const page = /^\/c\/pay\/(cs_test_\w+)$/.exec(url.pathname)
      const session = page && sessions.get(page[1])
      if (session && req.method === 'GET')
        return send(
          res,
          200,
          `<!doctype html><html lang="en"><head><title>Stripe Checkout (stand-in)</title></head><body><main>` +
            `<h1>Stripe Checkout (stand-in)</h1><p>${escapeHtml(session.metadata.invoiceNumber ?? session.metadata.accountId ?? '')}: ` +
            `${(session.amount_total / 100).toFixed(2)} ${escapeHtml(session.currency)}</p>` +
            `<form method="post"><button type="submit">Pay</button></form><a href="${escapeHtml(session.cancel_url)}">Back</a>` +
            `</main></body></html>`,
        )
      if (session && req.method === 'POST') {
        Object.assign(session, { status: 'complete', payment_status: 'paid' })
        await deliver(checkoutEvent('checkout.session.completed', session))
        return send(res, 303, '', { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) })
      }
      send(res, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method} ${url.pathname}).` },
      })
    } catch (error) {
      send(res, 500, { error: { type: 'api_error', message: String(error) } })
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${server.address().port}`
  return {
    url: base,
    secretKey: 'sk_test_stand_in',
    requests,
    sessions,
    deliveries,
    deliverTo(url, secret) {
      webhookUrl = url
      webhookSecret = secret
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
