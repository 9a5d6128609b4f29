import { problem, ProblemError } from '@ecs/shared/http'
import type { PayloadRequest } from 'payload'
import { databasePool } from '../utilities/database'
import { readCallEvent } from './call-event'
import { joinCallToLead } from './call-leads'
import { matchCall, type CallMatch } from './match-call'
import { storeCallEvent } from './store-call'
import { postgresErrorCode } from '../utilities/postgres-error'

/**
 * One verified voice event: matched to its number (and the visit or source behind it), stored on the
 * call's row, and the call joined to the desk. Answers the match (undefined for a number not ours, or
 * a form naming no call, both stored nowhere). A database that cannot take it now (no connection within
 * its budget) is a 503, never a 500: each statement stands alone, so a later event of the call completes it.
 */
export async function takeCallEvent(req: PayloadRequest, form: Record<string, string>): Promise<CallMatch | undefined> {
  try {
    return await storeAndJoin(req, form)
  } catch (error) {
    req.payload.logger.warn(
      { callSid: form.CallSid, error: { name: (error as Error)?.name, code: postgresErrorCode(error) } },
      'call event not stored; answered 503',
    )
    throw new ProblemError(problem(503, 'The call could not be recorded just now.'))
  }
}

async function storeAndJoin(req: PayloadRequest, form: Record<string, string>): Promise<CallMatch | undefined> {
  const event = readCallEvent(form)
  if (!event?.dialled) return undefined
  const pool = databasePool(req.payload)
  const match = await matchCall(pool, event.dialled, event.startedAt)
  if (!match) {
    req.payload.logger.warn({ callSid: event.callSid }, 'a call to a number that is not a tracking number')
    return undefined
  }
  const callId = await storeCallEvent(pool, event, match)
  await joinCallToLead(req, callId)
  return match
}
