import twilio from 'twilio'
import { shownNumbers } from '../../calls/shown-numbers'
import { takeCallEvent } from '../../calls/take-call-event'
import { readSignedForm, requireTwilio, statusCallbackAddress } from '../../calls/twilio-webhook'
import { recordTap } from '../../calls/record-tap'
import { databasePool } from '../../utilities/database'
import { answeredFile, contractEndpoint } from '../contract-endpoint'

/** How long the location's phone rings before the call counts as missed. */
const RING_SECONDS = 25

/** TwiML, Twilio's XML of what to do with the call. */
const twiml = (response: { toString(): string }) =>
  answeredFile(new Response(response.toString(), { headers: { 'content-type': 'text/xml; charset=utf-8' } }))

/**
 * POST /api/calls/voice: Twilio's incoming-call webhook for a tracking number (signed, else 403 and
 * nothing written). The call is stored and matched, then forwarded to its location's own number: the
 * answer is TwiML whose Dial reports back to /api/calls/status when the forward ends (answered or not).
 * A number that is not ours, or has no location number, is told so and hung up.
 */
const voiceEndpoint = contractEndpoint(
  'callVoice',
  async ({ req, refuse }) => {
    const { form, address } = await readSignedForm(req, refuse)
    const match = await takeCallEvent(req, form)
    const response = new twilio.twiml.VoiceResponse()
    if (!match?.forwardTo) {
      response.say('Sorry, this number is not in service.')
      response.hangup()
      return twiml(response)
    }
    const status = statusCallbackAddress(address)
    response.dial({ action: status, method: 'POST', timeout: RING_SECONDS }, match.forwardTo)
    return twiml(response)
  },
  { ownBody: true, guard: requireTwilio },
)

/**
 * POST /api/calls/status: the rest of a call's events (the Dial's action, the number's status
 * callback), signed like the first; stored on the same call, in any order, any number of times.
 */
const statusEndpoint = contractEndpoint(
  'callStatus',
  async ({ req, refuse }) => {
    const { form } = await readSignedForm(req, refuse)
    await takeCallEvent(req, form)
    return twiml(new twilio.twiml.VoiceResponse())
  },
  { ownBody: true, guard: requireTwilio },
)

/** POST /api/calls/numbers, public: the tracking numbers this visit is shown (an empty map without any). */
const numbersEndpoint = contractEndpoint('callNumbers', async ({ req, body }) =>
  shownNumbers(databasePool(req.payload), body),
)

/** POST /api/calls/taps, public: a tap on a tel: or sms: link, counted on its visit (the beacon's). */
const tapEndpoint = contractEndpoint('callTap', async ({ req, body }) => recordTap(databasePool(req.payload), body))

export const callEndpoints = [voiceEndpoint, statusEndpoint, numbersEndpoint, tapEndpoint]
