import { FIRST_CONTACT_LABELS, type InboxLead } from '@ecs/shared/leads'
import { useEffect, useState } from 'react'
import { localTime } from './desk-format'

/** The time now, read again every `everyMs` while the component is shown (a clock that ticks). */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

/** "0:42", "12:05", "3:04:10": a wait as a stopwatch shows it. */
function stopwatch(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = String(seconds % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`
}

const badge = 'inline-block rounded px-1.5 py-0.5 text-xs font-semibold tabular-nums'

function WaitingClock({ createdAt, dueAt }: { createdAt: string; dueAt: string }) {
  const now = useNow(1000)
  const overdue = now > Date.parse(dueAt)
  return (
    <span
      role="timer"
      title={`First contact due ${localTime(dueAt)}`}
      className={`${badge} ${overdue ? 'bg-red-700 text-white' : 'bg-amber-100 text-amber-950'}`}
    >
      {overdue ? 'Overdue, waiting ' : 'Waiting '}
      {stopwatch(now - Date.parse(createdAt))}
    </span>
  )
}

/**
 * How long a lead on a first-contact clock has waited: a ticking stopwatch from its arrival (red once
 * its due time, counted in its office's working hours, has passed) until its first contact, then how
 * and after how many working minutes it was contacted. Nothing for a lead on no clock and not contacted.
 */
export function FirstContactClock({ lead }: { lead: InboxLead }) {
  if (lead.firstContactAt && lead.firstContactBy)
    return (
      <span className={`${badge} bg-emerald-50 text-emerald-900`}>
        {FIRST_CONTACT_LABELS[lead.firstContactBy]} {localTime(lead.firstContactAt)} · after{' '}
        {lead.firstContactMinutes ?? 0} working min
      </span>
    )
  if (!lead.firstContactDueAt) return null
  return <WaitingClock createdAt={lead.createdAt} dueAt={lead.firstContactDueAt} />
}
