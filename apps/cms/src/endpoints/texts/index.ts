import type { Endpoint } from 'payload'
import { receiveText, recordTextStatus, requireTextProvider, verifiedTwilioForm } from '../../texts/text-webhooks'
import { answeredFile, contractEndpoint } from '../contract-endpoint'

/** The empty TwiML answer: received, nothing to say back in the webhook's answer (replies go through the API). */
const noReply = () =>
  answeredFile(
    new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
      headers: { 'content-type': 'text/xml; charset=utf-8' },
    }),
  )

/**
 * POST /api/texts/inbound: a text a customer sent to our number, as Twilio posts it (form fields, signed
 * with X-Twilio-Signature: 403 and nothing written without a valid one). 404 while texts are off.
 */
const inboundEndpoint = contractEndpoint(
  'textInbound',
  async ({ req }) => {
    const outcome = await receiveText(req, await verifiedTwilioForm(req, 'textInbound'))
    req.payload.logger.info({ msg: 'text received', outcome })
    return noReply()
  },
  { ownBody: true, guard: requireTextProvider },
)

/** POST /api/texts/status: Twilio's delivery status of a text we sent (signed like the inbound texts). */
const statusEndpoint = contractEndpoint(
  'textStatus',
  async ({ req }) => {
    await recordTextStatus(req, await verifiedTwilioForm(req, 'textStatus'))
    return noReply()
  },
  { ownBody: true, guard: requireTextProvider },
)

export const textEndpoints: Endpoint[] = [inboundEndpoint, statusEndpoint]
