/** X-Twilio-Signature of a form webhook, computed from Twilio's published rule (not with the twilio package). */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string
/** Posts a form webhook signed for `url` (or with the given signature) to `deliverTo` (default `url`). */
export function postSignedWebhook(options: {
  url: string
  deliverTo?: string
  authToken: string
  params: Record<string, string>
  signature?: string
}): Promise<{ status: number; body: string }>
/** A new Twilio id of the given kind (CA a call, RE a recording...). */
export function twilioSid(prefix: string): string
/** The number and action address of a TwiML answer's Dial, if it has one. */
export function dialOf(twiml: string): { number: string; action: string | undefined } | undefined
/** One inbound call as Twilio plays it against our voice webhooks, signed with `authToken`. */
export function placeCall(options: {
  voiceUrl: string
  statusUrl?: string
  authToken: string
  accountSid?: string
  from: string
  to: string
  answered?: boolean
  talkSeconds?: number
  recordingUrl?: string
  callSid?: string
}): Promise<{ callSid: string; dialled: string | undefined; replies: { status: number; body: string }[] }>
