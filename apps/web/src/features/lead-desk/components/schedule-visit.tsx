import { VISIT_KIND_LABELS, VISIT_KINDS, type VisitKind } from '@ecs/shared/booking'
import { useId, useState } from 'react'
import { WindowPicker } from '../../../components/window-picker'
import { useLeadQuotes } from '../api/lead-quotes'
import { useLeadWindows, useScheduleVisit } from '../api/lead-visits'

/**
 * Staff schedule an estimate visit or a job for the lead, at its address, in a free window of its
 * location (a job for the lead's accepted quote takes as long as its services). A window taken
 * meanwhile is refused with the next free ones, and the list is read again.
 */
export function ScheduleVisit({ leadId }: { leadId: number }) {
  const id = useId()
  const [kind, setKind] = useState<VisitKind>('estimate')
  const quotes = useLeadQuotes(leadId)
  const accepted = quotes.data?.quotes.find((quote) => quote.status === 'accepted')
  const quote = kind === 'job' ? accepted?.id : undefined
  const windows = useLeadWindows(leadId, kind, quote)
  const schedule = useScheduleVisit(leadId)
  return (
    <div className="space-y-3 border-t border-slate-200 pt-3">
      <fieldset>
        <legend className="font-semibold text-slate-900">Schedule a visit</legend>
        <div className="mt-2 flex flex-wrap gap-4 text-sm text-slate-800">
          {VISIT_KINDS.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-kind`}
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {VISIT_KIND_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {windows.data && (
        <p className="text-sm text-slate-700">
          {kind === 'job' &&
            (accepted ? `For quote ${accepted.number}: ` : 'No accepted quote: the usual job length, ')}
          {windows.data.minutes} minutes, at {windows.data.location.name} (times in its zone,{' '}
          {windows.data.location.timeZone}).
        </p>
      )}
      {windows.isPending ? (
        <p className="text-sm text-slate-700">Loading the free times…</p>
      ) : windows.error ? (
        <p role="alert" className="text-sm text-red-800">
          {windows.error.message}
        </p>
      ) : windows.data.windows.length === 0 ? (
        <p className="text-sm text-slate-700">No time is free in the next four weeks.</p>
      ) : (
        <WindowPicker
          windows={windows.data.windows}
          action={`Schedule the ${VISIT_KIND_LABELS[kind].toLowerCase()}`}
          pending={schedule.isPending}
          onChoose={(startsAt) => schedule.mutateAsync({ kind, startsAt, quote })}
          pageDays={3}
        />
      )}
    </div>
  )
}
