import twilio from 'twilio'
import type RequestClient from 'twilio/lib/base/RequestClient'
import { env } from '../env'

type RequestOptions<TData> = RequestClient.RequestOptions<TData>

/** Who the texts come from: a number of the account, or a Messaging Service that picks one. */
type Sender = { from: string } | { messagingServiceSid: string }

/** Twilio's client, the token its webhooks are signed with, and the sender: texts are on when all are set. */
export interface TextProvider {
  client: twilio.Twilio
  authToken: string
  sender: Sender
}

/**
 * Sends the SDK's requests to another origin than https://api.twilio.com (a stand-in, for tests): the
 * SDK lets a client bring its own HTTP client, and this one is Twilio's own with the address changed.
 */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly origin: string) {
    super({ timeout: 6_000 })
  }

  override request<TData>(opts: RequestOptions<TData>) {
    const url = new URL(opts.uri)
    return super.request<TData>({ ...opts, uri: `${this.origin}${url.pathname}${url.search}` })
  }
}

function connect(): TextProvider | undefined {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER, TWILIO_MESSAGING_SERVICE_SID } = env
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN) return undefined
  const sender: Sender | undefined = TWILIO_MESSAGING_SERVICE_SID
    ? { messagingServiceSid: TWILIO_MESSAGING_SERVICE_SID }
    : TWILIO_FROM_NUMBER
      ? { from: TWILIO_FROM_NUMBER }
      : undefined
  if (!sender) return undefined
  const origin = env.TWILIO_API_URL ? new URL(env.TWILIO_API_URL).origin : undefined
  return {
    client: twilio(TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, {
      timeout: 6_000,
      ...(origin && { httpClient: new RedirectedRequestClient(origin) }),
    }),
    authToken: TWILIO_AUTH_TOKEN,
    sender,
  }
}

/** Undefined without the keys (docs/decisions/021-texts.md): nothing is texted, consent is still asked and kept. */
export const textProvider = connect()
