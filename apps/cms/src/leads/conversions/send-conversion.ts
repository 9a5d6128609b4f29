import type { PayloadRequest } from 'payload'
import type { ConversionKind, UploadOutcome } from '../../collections/ads-conversion-uploads'
import { databasePool } from '../../utilities/database'
import { conversionEvent, isMatchable, transactionIdOf } from './conversion-event'
import { conversionFacts } from './conversion-facts'
import { dataManager, ingestEvents } from './data-manager'
import { dataManagerSettings } from './data-manager-settings'

export interface SendConversionInput {
  leadId: number
  conversion: ConversionKind
}

/** What a run did: sent (and Google's answer), or why nothing was sent. */
export type SendConversionResult =
  Exclude<UploadOutcome, 'failed'> | 'already-sent' | 'off' | 'not-converted' | 'no-match'

/** google.rpc.Code by number, for an error the client library decoded itself (a GoogleError). */
const CODE_NAMES = [
  'OK',
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
]

/**
 * Statuses after which the same request may succeed later; with any other, Google refuses the event as
 * it is (INVALID_ARGUMENT, PERMISSION_DENIED, NOT_FOUND...) and sending it again would be refused again.
 */
const TRANSIENT = new Set(['UNKNOWN', 'DEADLINE_EXCEEDED', 'RESOURCE_EXHAUSTED', 'ABORTED', 'INTERNAL', 'UNAVAILABLE'])

interface FieldViolation {
  field?: string
  description?: string
  reason?: string
}

/** Google's error as the API answers it (google.rpc.Status in REST's JSON). */
interface GoogleStatus {
  status?: string
  message?: string
  details?: { reason?: string; fieldViolations?: FieldViolation[] }[]
}

/**
 * The Google status of a failed call, or undefined when Google did not answer (a network error, a
 * timeout). Over REST the transport throws Google's JSON error as the message of an HTTP error; a
 * GoogleError (the library's own decoding) carries the gRPC code and its decoded details.
 */
function googleStatusOf(error: unknown): GoogleStatus | undefined {
  const { message, code, statusDetails } = error as { message?: string; code?: unknown; statusDetails?: unknown }
  try {
    const answer = JSON.parse(message ?? '') as { error?: GoogleStatus }
    if (answer.error?.status) return answer.error
  } catch {
    // Not Google's JSON: see whether the library decoded it.
  }
  if (typeof code === 'number' && CODE_NAMES[code])
    return { status: CODE_NAMES[code], message, details: statusDetails as GoogleStatus['details'] }
  return undefined
}

/**
 * Google's reason in words staff can act on: each field it named with its reason and description (the
 * BadRequest detail), else its status and message.
 */
function reasonOf(status: GoogleStatus): string {
  const violations = (status.details ?? []).flatMap((detail) => detail.fieldViolations ?? [])
  const text = violations.length
    ? violations
        .map(
          ({ reason, field, description }) =>
            [reason, field && `at ${field}`].filter(Boolean).join(' ') + (description ? `: ${description}` : ''),
        )
        .join('; ')
    : [status.status, status.message].filter(Boolean).join(': ')
  return text.slice(0, 1000)
}

/**
 * Sends one lead's qualified or won conversion to Google Ads through the Data Manager API, once: a
 * conversion Google already accepted or refused is not sent again (a run after a retry, or a lead won a
 * second time), and the transaction id makes Google count a repeat once anyway. Each attempt is logged
 * (ads-conversion-uploads): accepted with Google's request id, refused with Google's reason, or failed;
 * a failure throws so the job queue tries again with backoff.
 */
export async function sendConversion(req: PayloadRequest, input: SendConversionInput): Promise<SendConversionResult> {
  if (!dataManager) return 'off'
  const settings = await dataManagerSettings(req.payload, input.conversion)
  if (!settings) return 'off'
  const done = await req.payload.count({
    collection: 'ads-conversion-uploads',
    where: {
      lead: { equals: input.leadId },
      conversion: { equals: input.conversion },
      outcome: { in: ['accepted', 'refused'] },
    },
    overrideAccess: true,
  })
  if (done.totalDocs > 0) return 'already-sent'
  const facts = await conversionFacts(databasePool(req.payload), input.leadId, input.conversion)
  if (!facts) return 'not-converted'
  if (!isMatchable(facts)) return 'no-match'
  const log = (outcome: UploadOutcome, details: { requestId?: string; reason?: string }) =>
    req.payload.create({
      collection: 'ads-conversion-uploads',
      data: {
        lead: input.leadId,
        conversion: input.conversion,
        transactionId: transactionIdOf(facts),
        outcome,
        ...details,
      },
      overrideAccess: true,
    })
  try {
    const requestId = await ingestEvents(dataManager, await conversionEvent(facts, settings))
    await log('accepted', { requestId })
    return 'accepted'
  } catch (error) {
    const status = googleStatusOf(error)
    if (status && !TRANSIENT.has(status.status ?? '')) {
      await log('refused', { reason: reasonOf(status) })
      return 'refused'
    }
    await log('failed', { reason: status ? reasonOf(status) : String(error).slice(0, 1000) })
    throw error
  }
}
