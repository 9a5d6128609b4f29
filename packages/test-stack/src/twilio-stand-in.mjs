// A stand-in for Twilio at the network edge (Twilio is outside this network), speaking its wire format:
// the webhooks Twilio posts to us, form-encoded and signed as Twilio signs them, and a phone call as
// Twilio's Voice API plays it against our webhooks (the incoming call, the TwiML answer's Dial, the
// Dial's action and the number's status callback). The signature is computed here from Twilio's
// published rule, not with the twilio package the CMS verifies it with, so a mistake in either shows.
import { createHmac, randomBytes } from 'node:crypto'

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
