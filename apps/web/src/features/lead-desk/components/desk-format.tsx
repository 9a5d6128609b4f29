import { LEAD_KIND_FACTS, STATUS_LABELS, type LeadKind, type LeadStatus } from '@ecs/shared/leads'
import { formatUsd } from '@ecs/shared/schemas'
import type { MouseEvent } from 'react'

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** "3 hours ago", "in 2 days": how long ago a lead came or when its follow-up is due. */
export function relativeTime(iso: string, now = Date.now()): string {
  const delta = Date.parse(iso) - now
  for (const [unit, ms] of UNITS)
    if (Math.abs(delta) >= ms || unit === 'minute') return RELATIVE.format(Math.round(delta / ms), unit)
  return ''
}

/** A time in the staff member's own time zone (the browser's). */
export const localTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—'

/** ISO time -> the value of a datetime-local input (the browser's time zone), and back. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
export const fromLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null)

export const kindLabel = (kind: LeadKind) => LEAD_KIND_FACTS[kind].label
export const statusLabel = (status: LeadStatus) => STATUS_LABELS[status]
export const money = (value: number | null) => (value === null ? '—' : formatUsd(value))

/** Status badge colors: open statuses in brand colors, won/hired/approved green, lost/rejected gray. */
function statusTone(status: LeadStatus): string {
  if (['won', 'hired', 'approved'].includes(status)) return 'bg-emerald-50 text-emerald-900 ring-emerald-700/30'
  if (['lost', 'not-hired', 'rejected'].includes(status)) return 'bg-slate-100 text-slate-800 ring-slate-500/30'
  if (status === 'new' || status === 'pending') return 'bg-amber-50 text-amber-900 ring-amber-700/30'
  return 'bg-brand-50 text-brand-900 ring-brand-700/30'
}

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${statusTone(status)}`}>
      {statusLabel(status)}
    </span>
  )
}

/**
 * Handles an ordinary click on a link to a lead inside the page (no reload); a click with a modifier
 * or another button keeps the browser's own behavior (new tab, copy address).
 */
export function openInPage(open: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    open()
  }
}
