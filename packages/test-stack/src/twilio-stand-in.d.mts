/** A text the stand-in accepted through the Messaging API, as its JSON resource, with the callback it was given. */
export interface StandInMessage {
  sid: string
  account_sid: string
  messaging_service_sid: string | null
  to: string
  from: string
  body: string
  status: string
  statusCallback: string | null
}
/** One webhook the stand-in posted: where, what, and what it was answered. */
export interface StandInDelivery {
  name: string
  url: string
  params: Record<string, string>
  status: number
  body: string
}
/**
 * Twilio at the network edge, for tests (decision 021): the Messaging API and signed webhooks. A test in
 * another process reads `GET {url}/stand-in/messages` and has a customer text us with
 * `POST {url}/stand-in/texts` (JSON `{ from, body }`).
 */
export interface TwilioStandIn {
  url: string
  accountSid: string
  authToken: string
  phoneNumber: string
  requests: {
    method: string
    path: string
    headers: Record<string, string | string[] | undefined>
    form: Record<string, string>
  }[]
  messages: StandInMessage[]
  deliveries: StandInDelivery[]
  configure(name: string, url: string, deliverTo?: string): void
  receiveText(text: { from: string; body: string; to?: string }): Promise<{ status: number; body: string }>
  postWebhook(name: string, params: Record<string, string>): Promise<{ status: number; body: string }>
  stop(): Promise<void>
}
export function startTwilioStandIn(options?: {
  accountSid?: string
  authToken?: string
  phoneNumber?: string
  webhooks?: Record<string, { url: string; deliverTo?: string }>
  /** A port of its own (default: any free one). */
  port?: number
}): Promise<TwilioStandIn>
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
