import type { FieldError } from '@ecs/shared/schemas'
import {
  LEAD_KIND_FACTS,
  LOST_REASON_LABELS,
  LOST_STATUS,
  QUALIFIED_STATUSES,
  STATUS_LABELS,
  WON_STATUS,
  canMove,
  isClosed,
  nextStatuses,
  type LeadChange,
  type LeadKind,
  type LeadStatus,
  type LostReason,
} from '@ecs/shared/leads'
import type { TimelineEntry } from './lead-timeline'

/** A lead's working fields as they are before a change. */
export interface LeadState {
  kind: LeadKind
  status: LeadStatus
  lostReason: LostReason | null
  ownerId: number | null
  ownerName: string | null
  nextFollowUpAt: string | null
  value: number | null
  qualifiedAt: string | null
  version: number
}

interface PlannedChange {
  /** The desk lead's new field values (empty: nothing changes). */
  data: Record<string, unknown>
  /** What the timeline gets, one entry per thing that changed. */
  entries: Omit<TimelineEntry, 'actor'>[]
}

export type Plan = { ok: true; plan: PlannedChange } | { ok: false; errors: FieldError[] }

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b))

function statusMoveError(current: LeadState, to: LeadStatus): FieldError {
  const facts = LEAD_KIND_FACTS[current.kind]
  const allowed = nextStatuses(facts.pipeline, current.status).map((status) => STATUS_LABELS[status])
  return {
    field: 'status',
    message: `${facts.label} "${STATUS_LABELS[current.status]}" cannot move to "${STATUS_LABELS[to] ?? to}"; it can move to ${allowed.length ? allowed.join(', ') : 'nothing'}.`,
  }
}

/**
 * Checks one change against the workflow and works out what to write, without touching the database:
 * the moves the kind's pipeline allows, a reason for a lost lead, a value only for won sales leads, no
 * follow-up on a closed lead. `ownerName` is the new owner's name when `change.owner` names a staff
 * account (undefined when it names anyone else). Closing a lead clears its follow-up; reaching a
 * qualified status the first time stamps qualifiedAt (for the Google Ads "qualified" conversion).
 */
export function planChange(
  current: LeadState,
  change: LeadChange,
  { ownerName, now }: { ownerName: string | undefined; now: Date },
): Plan {
  const { pipeline } = LEAD_KIND_FACTS[current.kind]
  const errors: FieldError[] = []
  const moving = change.status !== undefined && change.status !== current.status
  const target = change.status ?? current.status
  if (moving && !canMove(pipeline, current.status, target)) errors.push(statusMoveError(current, target))

  if (change.lostReason !== undefined && target !== LOST_STATUS)
    errors.push({ field: 'lostReason', message: 'A reason is only given for a lost lead.' })
  if (moving && target === LOST_STATUS && change.lostReason === undefined)
    errors.push({ field: 'lostReason', message: 'Choose why the lead was lost.' })

  if (change.value !== undefined && pipeline !== 'sales')
    errors.push({ field: 'value', message: 'Only estimate requests and plan signups carry a job value.' })
  else if (change.value !== undefined && change.value !== null && target !== WON_STATUS)
    errors.push({ field: 'value', message: "A job's value is recorded when the lead is won." })
  else if (moving && target === WON_STATUS && (change.value === undefined ? current.value : change.value) === null)
    errors.push({ field: 'value', message: "Enter the job's value to mark the lead won." })

  if (change.owner !== undefined && change.owner !== null && ownerName === undefined)
    errors.push({ field: 'owner', message: 'The owner must be a staff account.' })
  if (change.nextFollowUpAt && isClosed(target))
    errors.push({ field: 'nextFollowUpAt', message: 'A closed lead has no follow-up: clear the date or keep it open.' })
  if (errors.length > 0) return { ok: false, errors }

  const at = now.toISOString()
  const data: Record<string, unknown> = {}
  const entries: PlannedChange['entries'] = []
  if (moving) {
    data.status = target
    data.lostReason = target === LOST_STATUS ? change.lostReason : null
    data.wonAt = target === WON_STATUS ? at : null
    data.closedAt = isClosed(target) ? at : null
    if (current.qualifiedAt === null && QUALIFIED_STATUSES.includes(target)) data.qualifiedAt = at
    entries.push({
      type: 'status',
      fromValue: current.status,
      toValue: target,
      text: target === LOST_STATUS ? LOST_REASON_LABELS[change.lostReason!] : null,
    })
  } else if (change.lostReason !== undefined && change.lostReason !== current.lostReason) {
    data.lostReason = change.lostReason
    entries.push({
      type: 'status',
      fromValue: target,
      toValue: target,
      text: LOST_REASON_LABELS[change.lostReason],
    })
  }
  if (change.owner !== undefined && change.owner !== current.ownerId) {
    data.owner = change.owner
    entries.push({ type: 'owner', fromValue: current.ownerName, toValue: change.owner === null ? null : ownerName })
  }
  const followUp = moving && isClosed(target) ? null : change.nextFollowUpAt
  if (followUp !== undefined && !sameInstant(followUp, current.nextFollowUpAt)) {
    data.nextFollowUpAt = followUp
    entries.push({ type: 'follow-up', fromValue: current.nextFollowUpAt, toValue: followUp })
  }
  if (change.value !== undefined && change.value !== current.value) {
    data.value = change.value
    // A value staff type is shown as typed, beside the ones an accepted quote gives.
    data.valueSource = change.value === null ? null : 'typed'
    entries.push({
      type: 'value',
      fromValue: current.value === null ? null : String(current.value),
      toValue: change.value === null ? null : String(change.value),
    })
  }
  if (entries.length > 0) Object.assign(data, { version: current.version + 1, lastActivityAt: at })
  return { ok: true, plan: { data, entries } }
}
