import { FIRST_CONTACT_LABELS, type FirstContactChannel, type LeadStatus } from '@ecs/shared/leads'
import { formatUsd } from '@ecs/shared/schemas'
import type { TimelineEntry } from '@ecs/shared/api'
import { localTime, statusLabel } from './desk-format'

const statusName = (value: string | null) => (value ? statusLabel(value as LeadStatus) : '—')

/** What one entry says happened, in words. */
function what(entry: TimelineEntry): string {
  switch (entry.type) {
    case 'received':
      return entry.actorId ? 'Entered by hand' : 'Received from the website'
    case 'status':
      return entry.fromValue === entry.toValue
        ? `Lost reason changed${entry.text ? `: ${entry.text}` : ''}`
        : `Status: ${statusName(entry.fromValue)} → ${statusName(entry.toValue)}${entry.text ? ` (${entry.text})` : ''}`
    case 'owner':
      return entry.toValue ? `Owner: ${entry.fromValue ?? 'nobody'} → ${entry.toValue}` : 'Owner removed'
    case 'follow-up':
      return entry.toValue ? `Next follow-up: ${localTime(entry.toValue)}` : 'Follow-up cleared'
    case 'value':
      return entry.toValue ? `Job value: ${formatUsd(Number(entry.toValue))}` : 'Job value cleared'
    case 'note':
      return 'Note'
    case 'email':
      return 'Email sent'
    case 'contact':
      return `${FIRST_CONTACT_LABELS[entry.toValue as FirstContactChannel] ?? 'Contact'} logged`
    case 'first-contact':
      return 'First contact'
    case 'escalated':
      return `Escalated to ${entry.toValue ?? 'the manager'}`
    case 'text':
      return TEXT_EVENTS[entry.toValue ?? 'sent']?.(entry.fromValue ?? 'the customer') ?? 'Text'
    case 'call':
      return CALL_EVENTS[entry.toValue ?? ''] ?? 'Call'
    case 'quote':
      return QUOTE_EVENTS[entry.toValue ?? ''] ?? 'Quote'
    case 'payment':
      return 'Deposit paid'
    case 'visit':
      return VISIT_EVENTS[entry.toValue ?? ''] ?? 'Visit'
    case 'review':
      return entry.toValue ? `Review received: ${entry.toValue}` : 'Review received'
    case 'customer':
      return `Customer ${entry.fromValue ?? ''} merged into ${entry.toValue ?? 'another'}`
  }
}

/** What a call, quote or visit entry says, by what happened to it (the entry's text gives the details). */
const CALL_EVENTS: Record<string, string> = { answered: 'Call answered', missed: 'Missed call', ringing: 'Call' }
const QUOTE_EVENTS: Record<string, string> = {
  sent: 'Quote sent',
  accepted: 'Quote accepted',
  declined: 'Quote declined',
  question: 'Question about the quote',
}
const VISIT_EVENTS: Record<string, string> = {
  booked: 'Visit booked',
  moved: 'Visit moved',
  cancelled: 'Visit cancelled',
  done: 'Job done',
}

/** What a text entry says, by what happened (sent, received, a keyword) and the other party's number. */
const TEXT_EVENTS: Record<string, (number: string) => string> = {
  sent: (number) => `Text sent to ${number}`,
  'staff alert': (number) => `New-lead text alert to ${number}`,
  'manager alert': (number) => `Escalation texted to the manager at ${number}`,
  received: (number) => `Text from ${number}`,
  'opted out': (number) => `${number} replied STOP: no more texts to this number`,
  'opted in': (number) => `${number} replied START: texts allowed again`,
  'asked for help': (number) => `${number} asked for help; the company's name and number were texted back`,
}

/** The lead's history, oldest first: every change and note with who and when. Nothing is ever edited. */
export function LeadTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className="border-l-2 border-brand-200 pl-3">
          <p className="text-sm font-medium text-slate-900">{what(entry)}</p>
          {/* wrap-anywhere: a mail's link is one long word, and would widen the page past a phone's screen. */}
          {entry.type !== 'status' && entry.text && (
            <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-sm text-slate-800">{entry.text}</p>
          )}
          <p className="text-xs text-slate-700">
            {entry.actorName ?? (entry.type === 'received' ? 'Visitor' : 'System')} · {localTime(entry.at)}
          </p>
        </li>
      ))}
    </ol>
  )
}
