import { VISIT_KIND_LABELS, VISIT_STATUS_LABELS, type DeskVisit } from '@ecs/shared/booking'
import { ProblemError } from '@ecs/shared/http'
import { useState } from 'react'
import { useLeadVisits, useMarkJobDone } from '../api/lead-visits'
import { localTime } from './desk-format'

const doneButton =
  'rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60'

/** Where a done job's review request stands, in a line. */
function reviewRequestLine(visit: DeskVisit): string | null {
  if (visit.status !== 'done') return null
  if (!visit.reviewRequestedAt) return 'Review request queued.'
  const parts = [`Review requested ${localTime(visit.reviewRequestedAt)}`]
  if (visit.reviewRemindedAt) parts.push(`reminded ${localTime(visit.reviewRemindedAt)}`)
  if (visit.reviewOptedOutAt) parts.push('the customer stopped the reminder')
  return `${parts.join('; ')}.`
}

/**
 * The lead's visits: each with its time, address and reference; a booked job can be marked done, which
 * asks its customer for a review (the same request to every customer).
 */
export function LeadVisits({ leadId }: { leadId: number }) {
  const { data: visits, isPending, error } = useLeadVisits(leadId)
  const markDone = useMarkJobDone(leadId)
  const [refusal, setRefusal] = useState<string>()
  if (isPending) return <p className="text-sm text-slate-700">Loading the visits…</p>
  if (error) return <p className="text-sm text-red-800">The visits could not be loaded.</p>
  if (visits.length === 0) return <p className="text-sm text-slate-700">No visit is booked for this lead.</p>
  const done = async (visitId: number) => {
    setRefusal(undefined)
    try {
      await markDone.mutateAsync(visitId)
    } catch (failure) {
      setRefusal(failure instanceof ProblemError ? failure.details.detail : 'Please try again.')
    }
  }
  return (
    <div className="space-y-3">
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
      <ul className="divide-y divide-slate-200">
        {visits.map((visit) => (
          <li key={visit.id} className="flex flex-wrap items-start justify-between gap-3 py-2">
            <div className="text-sm text-slate-800">
              <p className="font-semibold text-slate-900">
                {VISIT_KIND_LABELS[visit.kind]} {visit.reference}: {VISIT_STATUS_LABELS[visit.status].toLowerCase()}
              </p>
              <p>{visit.label}</p>
              {visit.address && <p>{visit.address}</p>}
              {reviewRequestLine(visit) && <p className="text-slate-700">{reviewRequestLine(visit)}</p>}
            </div>
            {visit.kind === 'job' && visit.status === 'booked' && (
              <button type="button" className={doneButton} disabled={markDone.isPending} onClick={() => done(visit.id)}>
                Mark job {visit.reference} done
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
