import { VISIT_KIND_LABELS, VISIT_STATUS_LABELS, type DeskVisit } from '@ecs/shared/booking'
import { ProblemError } from '@ecs/shared/http'
import { useState } from 'react'
import { brandButton, outlineButton } from '../../../components/button-styles'
import { WindowPicker } from '../../../components/window-picker'
import { useChangeVisit, useLeadVisits, useMarkJobDone, useVisitWindows } from '../api/lead-visits'
import { localTime } from './desk-format'
import { ScheduleVisit } from './schedule-visit'

/** Where a done job's review request stands, in a line. */
function reviewRequestLine(visit: DeskVisit): string | null {
  if (visit.status !== 'done') return null
  if (!visit.reviewRequestedAt) return 'Review request queued.'
  const parts = [`Review requested ${localTime(visit.reviewRequestedAt)}`]
  if (visit.reviewRemindedAt) parts.push(`reminded ${localTime(visit.reviewRemindedAt)}`)
  if (visit.reviewOptedOutAt) parts.push('the customer stopped the reminder')
  return `${parts.join('; ')}.`
}

/** The free windows a booked visit can move to, read when staff open it. */
function MoveVisit({ visit, onMove }: { visit: DeskVisit; onMove: (startsAt: string) => Promise<unknown> }) {
  const windows = useVisitWindows(visit.id)
  if (windows.isPending) return <p className="text-sm text-slate-700">Loading the free times…</p>
  if (windows.error) return <p className="text-sm text-red-800">The free times could not be loaded.</p>
  if (windows.data.length === 0) return <p className="text-sm text-slate-700">No other time is free.</p>
  return (
    <WindowPicker
      windows={windows.data}
      action={`Move ${visit.reference} to this time`}
      pending={false}
      onChoose={onMove}
      pageDays={3}
    />
  )
}

/**
 * The lead's visits: each with its time, address and reference; a booked visit can be moved or
 * cancelled (the customer is sent the change), a booked job marked done, which asks its customer for a
 * review (the same request to every customer); and a new visit scheduled in a free window.
 */
export function LeadVisits({ leadId }: { leadId: number }) {
  const { data: visits, isPending, error } = useLeadVisits(leadId)
  const markDone = useMarkJobDone(leadId)
  const change = useChangeVisit(leadId)
  const [moving, setMoving] = useState<number>()
  const [refusal, setRefusal] = useState<string>()
  if (isPending) return <p className="text-sm text-slate-700">Loading the visits…</p>
  if (error) return <p className="text-sm text-red-800">The visits could not be loaded.</p>
  const attempt = async (work: () => Promise<unknown>) => {
    setRefusal(undefined)
    try {
      await work()
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
      {visits.length === 0 ? (
        <p className="text-sm text-slate-700">No visit is booked for this lead.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {visits.map((visit) => (
            <li key={visit.id} className="space-y-2 py-2">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="text-sm text-slate-800">
                  <p className="font-semibold text-slate-900">
                    {VISIT_KIND_LABELS[visit.kind]} {visit.reference}: {VISIT_STATUS_LABELS[visit.status].toLowerCase()}
                  </p>
                  <p>{visit.label}</p>
                  {visit.address && <p>{visit.address}</p>}
                  {reviewRequestLine(visit) && <p className="text-slate-700">{reviewRequestLine(visit)}</p>}
                </div>
                {visit.status === 'booked' && (
                  <div className="flex flex-wrap gap-2">
                    {visit.kind === 'job' && (
                      <button
                        type="button"
                        className={brandButton.compact}
                        disabled={markDone.isPending}
                        onClick={() => attempt(() => markDone.mutateAsync(visit.id))}
                      >
                        Mark job {visit.reference} done
                      </button>
                    )}
                    <button
                      type="button"
                      className={outlineButton}
                      aria-expanded={moving === visit.id}
                      onClick={() => setMoving(moving === visit.id ? undefined : visit.id)}
                    >
                      Move {visit.reference}
                    </button>
                    <button
                      type="button"
                      className={outlineButton}
                      disabled={change.isPending}
                      onClick={() => attempt(() => change.mutateAsync({ visitId: visit.id }))}
                    >
                      Cancel {visit.reference}
                    </button>
                  </div>
                )}
              </div>
              {moving === visit.id && visit.status === 'booked' && (
                <MoveVisit
                  visit={visit}
                  onMove={async (startsAt) => {
                    await change.mutateAsync({ visitId: visit.id, startsAt })
                    setMoving(undefined)
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <ScheduleVisit leadId={leadId} />
    </div>
  )
}
