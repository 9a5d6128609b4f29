import type { CallOutcome } from '../collections/phone-calls'

/** One Twilio voice webhook's form, read into what the call's row keeps. */
export interface CallEvent {
  /** The caller's call: a Dial's action and the number's status callback carry the caller's CallSid too. */
  callSid: string
  caller: string | null
  dialled: string | null
  /** When the call started, as well as this event tells. */
  startedAt: Date
  outcome: CallOutcome
  durationSeconds: number | null
  recordingUrl: string | null
}

const MISSED_STATUSES = new Set(['busy', 'no-answer', 'failed', 'canceled'])
const ANSWERED_DIAL_STATUSES = new Set(['completed', 'answered'])
const CALL_SID = /^CA[0-9a-fA-F]{32}$/
/** A caller or called number as Twilio writes it: E.164, or a word for a hidden one ("anonymous", "client:..."). */
const NUMBER = /^[\w+:.@-]{1,30}$/
const RECORDING = /^https:\/\/[\x21-\x7e]{1,490}$/
const numberIn = (value: string | undefined) => (value && NUMBER.test(value) ? value : null)

/** A call lasts at most a day (Twilio ends calls after 4 hours): anything else is not a duration. */
const LONGEST_CALL_SECONDS = 86_400

function seconds(value: string | undefined): number | null {
  const number = value === undefined ? NaN : Number(value)
  return Number.isInteger(number) && number >= 0 && number <= LONGEST_CALL_SECONDS ? number : null
}

/**
 * What one event says of the call's outcome. A forwarded call is answered when its Dial says so
 * (DialCallStatus completed); missed when the Dial or the call ended unanswered, or the call completed
 * without any Dial saying it was answered. Events merge by rank (answered > missed > ringing), so a
 * late "completed" never undoes an answer, whatever order Twilio's requests arrive in.
 */
function outcomeOf(form: Record<string, string>): CallOutcome {
  const dial = form.DialCallStatus
  if (dial) return ANSWERED_DIAL_STATUSES.has(dial) ? 'answered' : 'missed'
  const status = form.CallStatus ?? ''
  return MISSED_STATUSES.has(status) || status === 'completed' ? 'missed' : 'ringing'
}

/** Reads a verified voice webhook's form; undefined when it names no call of ours (no CallSid). */
export function readCallEvent(form: Record<string, string>, now = new Date()): CallEvent | undefined {
  if (!CALL_SID.test(form.CallSid ?? '')) return undefined
  const durationSeconds = seconds(form.DialCallDuration) ?? seconds(form.CallDuration)
  const stamped = form.Timestamp ? new Date(form.Timestamp) : now
  // An event's time is now, give or take Twilio's queue: a Timestamp far from it is not one.
  const at = Math.abs(stamped.getTime() - now.getTime()) <= LONGEST_CALL_SECONDS * 1000 ? stamped : now
  // A completion's Timestamp is the end of the call: its duration before it is the start.
  const startedAt =
    durationSeconds !== null && form.CallStatus === 'completed' ? new Date(at.getTime() - durationSeconds * 1000) : at
  const recordingUrl = form.RecordingUrl && RECORDING.test(form.RecordingUrl) ? form.RecordingUrl : null
  return {
    callSid: form.CallSid!,
    caller: numberIn(form.From),
    dialled: numberIn(form.To),
    startedAt,
    outcome: outcomeOf(form),
    durationSeconds,
    recordingUrl,
  }
}
