// A stand-in for Twilio at the network edge (Twilio is outside this network), speaking its wire format:
// the webhooks Twilio posts to us, form-encoded and signed as Twilio signs them; a phone call as
// Twilio's Voice API plays it against our webhooks (the incoming call, the TwiML answer's Dial, the
// Dial's action and the number's status callback); and the Messaging API our CMS sends texts through
// (form-encoded POSTs with HTTP basic auth, answered with Twilio's JSON resources and errors), with the
// delivery statuses and the customers' texts it posts back (decision 021). The signature is computed
// here from Twilio's published rule, not with the twilio package the CMS verifies it with, so a mistake
// in either shows.
import { createHmac, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'

/**
 * X-Twilio-Signature of a form webhook: base64 HMAC-SHA1, keyed with the auth token, of the full URL
 * followed by each POST parameter's name and value, names sorted.
 */
export function twilioSignature(authToken, url, params) {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url)
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64')
}

/** A form webhook as Twilio posts it, signed for `url`, sent to `deliverTo` (the same address unless told). */
export async function postSignedWebhook({ url, deliverTo = url, authToken, params, signature }) {
  const response = await fetch(deliverTo, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature ?? twilioSignature(authToken, url, params),
      'user-agent': 'TwilioProxy/1.1',
    },
    body: new URLSearchParams(params).toString(),
  })
  return { status: response.status, body: await response.text() }
}

/** A new Twilio id of the given kind (CA a call, RE a recording...). */
export const twilioSid = (prefix) => `${prefix}${randomBytes(16).toString('hex')}`

/** The number and action address of a TwiML answer's Dial, if it has one. */
export function dialOf(twiml) {
  const match = /<Dial\b([^>]*)>([^<]*)<\/Dial>/.exec(twiml)
  if (!match) return undefined
  const action = /\baction="([^"]*)"/.exec(match[1])?.[1]?.replaceAll('&amp;', '&')
  return { number: match[2].trim(), action }
}

/**
 * One inbound call to `to` from `from`, as Twilio plays it: the incoming-call webhook to `voiceUrl`;
 * if the TwiML answer dials a number, the Dial's action (answered after `talkSeconds`, or no-answer)
 * to the address the answer gave; then the number's status callback (`statusUrl`, by default the Dial's
 * action) when the call completes. Every request is signed with `authToken`. Answers each webhook's
 * reply and what was dialled.
 */
export async function placeCall({
  voiceUrl,
  statusUrl,
  authToken,
  accountSid = `AC${'0'.repeat(32)}`,
  from,
  to,
  answered = true,
  talkSeconds = 60,
  recordingUrl,
  callSid = twilioSid('CA'),
}) {
  const call = {
    CallSid: callSid,
    AccountSid: accountSid,
    From: from,
    To: to,
    Direction: 'inbound',
    ApiVersion: '2010-04-01',
  }
  const incoming = await postSignedWebhook({ url: voiceUrl, authToken, params: { ...call, CallStatus: 'ringing' } })
  const dial = incoming.status === 200 ? dialOf(incoming.body) : undefined
  const replies = [incoming]
  if (dial?.action) {
    replies.push(
      await postSignedWebhook({
        url: dial.action,
        authToken,
        params: {
          ...call,
          CallStatus: 'in-progress',
          DialCallSid: twilioSid('CA'),
          DialCallStatus: answered ? 'completed' : 'no-answer',
          ...(answered ? { DialCallDuration: String(talkSeconds) } : {}),
          ...(answered && recordingUrl ? { RecordingUrl: recordingUrl } : {}),
        },
      }),
    )
  }
  const completedUrl = statusUrl ?? dial?.action
  if (completedUrl) {
    replies.push(
      await postSignedWebhook({
        url: completedUrl,
        authToken,
        params: {
          ...call,
          CallStatus: 'completed',
          CallDuration: String(answered ? talkSeconds + 6 : 25),
          Timestamp: new Date().toUTCString(),
        },
      }),
    )
  }
  return { callSid, dialled: dial?.number, replies }
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

function send(res, status, body) {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
  res.end(text)
}

/** Twilio's REST error resource. */
const apiError = (status, code, message) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
})

/**
 * Starts the stand-in on a free loopback port. `webhooks` maps a webhook's name to the public address it
 * is configured with on the number (`inbound`: a text received; a voice helper may add its own) and,
 * optionally, where to actually connect (`deliverTo`), as a proxy in front of the CMS would.
 */
export async function startTwilioStandIn({
  accountSid = `AC${'0'.repeat(31)}1`,
  authToken = 'f'.repeat(32),
  phoneNumber = '+12025550100',
  webhooks = {},
  port = 0,
} = {}) {
  const requests = []
  const messages = []
  const deliveries = []
  let base = ''

  async function deliver(name, url, params, deliverTo) {
    try {
      const answer = await postSignedWebhook({ url, deliverTo, authToken, params })
      deliveries.push({ name, url, params, ...answer })
      return answer
    } catch (error) {
      deliveries.push({ name, url, params, status: 0, body: String(error) })
      return { status: 0, body: String(error) }
    }
  }

  /** Reports a sent message's statuses to its StatusCallback, as Twilio does after accepting it. */
  async function reportStatuses(message, statusCallback) {
    for (const status of ['sent', 'delivered']) {
      message.status = status
      await deliver('status', statusCallback, {
        AccountSid: accountSid,
        ApiVersion: '2010-04-01',
        From: message.from,
        MessageSid: message.sid,
        MessageStatus: status,
        SmsSid: message.sid,
        SmsStatus: status,
        To: message.to,
      })
    }
  }

  /** A text from `from` to our number, posted to the inbound webhook as Twilio posts it. */
  function receiveText({ from, body, to = phoneNumber }) {
    const hook = webhooks.inbound
    if (!hook) throw new Error('No inbound webhook is configured on the stand-in.')
    const messageSid = twilioSid('SM')
    return deliver(
      'inbound',
      hook.url,
      {
        AccountSid: accountSid,
        ApiVersion: '2010-04-01',
        Body: body,
        From: from,
        FromCountry: 'US',
        MessageSid: messageSid,
        NumMedia: '0',
        NumSegments: '1',
        SmsMessageSid: messageSid,
        SmsSid: messageSid,
        SmsStatus: 'received',
        To: to,
        ToCountry: 'US',
      },
      hook.deliverTo,
    )
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', base)
      // The test's controls, for a test in another process than the one that started the stand-in (a
      // browser test): what was sent, and "the customer texts this".
      if (req.method === 'GET' && url.pathname === '/stand-in/messages') return send(res, 200, messages)
      if (req.method === 'POST' && url.pathname === '/stand-in/texts')
        return send(res, 200, await receiveText(JSON.parse(await readBody(req))))
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)))
      requests.push({ method: req.method, path: url.pathname, headers: req.headers, form })
      const account = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(url.pathname)
      if (!account || req.method !== 'POST')
        return send(res, 404, apiError(404, 20404, `The requested resource ${url.pathname} was not found`))
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`
      if (account[1] !== accountSid || req.headers.authorization !== expected)
        return send(res, 401, apiError(401, 20003, 'Authenticate'))
      if (!form.To) return send(res, 400, apiError(400, 21604, "A 'To' phone number is required."))
      if (!form.Body) return send(res, 400, apiError(400, 21602, 'Message body is required.'))
      if (!form.From && !form.MessagingServiceSid)
        return send(res, 400, apiError(400, 21603, "A 'From' phone number is required."))
      const now = new Date().toUTCString()
      const messageSid = twilioSid('SM')
      const message = {
        sid: messageSid,
        account_sid: accountSid,
        messaging_service_sid: form.MessagingServiceSid ?? null,
        to: form.To,
        from: form.From ?? phoneNumber,
        body: form.Body,
        status: form.MessagingServiceSid ? 'accepted' : 'queued',
        direction: 'outbound-api',
        num_segments: String(Math.ceil(form.Body.length / 153) || 1),
        date_created: now,
        date_updated: now,
        date_sent: null,
        api_version: '2010-04-01',
        error_code: null,
        error_message: null,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${messageSid}.json`,
      }
      messages.push({ ...message, statusCallback: form.StatusCallback ?? null })
      send(res, 201, message)
      if (form.StatusCallback) void reportStatuses(messages.at(-1), form.StatusCallback)
    } catch (error) {
      send(res, 500, apiError(500, 20500, String(error)))
    }
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${server.address().port}`
  return {
    url: base,
    accountSid,
    authToken,
    phoneNumber,
    requests,
    messages,
    deliveries,
    /** Sets (or changes) where a named webhook is configured, e.g. `configure('inbound', url)`. */
    configure(name, url, deliverTo) {
      webhooks[name] = { url, deliverTo }
    },
    receiveText,
    /** Any signed form webhook (a voice helper's): posted to a configured webhook by name. */
    postWebhook(name, params) {
      const hook = webhooks[name]
      if (!hook) throw new Error(`No ${name} webhook is configured on the stand-in.`)
      return deliver(name, hook.url, params, hook.deliverTo)
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
