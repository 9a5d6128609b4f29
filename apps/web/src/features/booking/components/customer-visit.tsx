import { VISIT_KIND_LABELS, VISIT_STATUS_LABELS } from '@ecs/shared/booking'
import { ProblemError } from '@ecs/shared/http'
import { useState, type ReactNode } from 'react'
import { outlineButton } from '../../../components/button-styles'
import { LinkRefused } from '../../../components/link-refused'
import { useChangeVisit, useCustomerVisit } from '../api/booking'
import { VisitFacts } from './job-booking'
import { WindowPicker } from '../../../components/window-picker'

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6'

const VISIT_LINK_REFUSED = {
  expired: 'This link has expired',
  invalid: 'This link is not valid',
  failed: 'We could not open your visit',
}

/** A customer's booked visit behind its signed link: the visit, and moving or cancelling it up to the cut-off. */
export function CustomerVisitView({ token, phoneLink }: { token: string; phoneLink: ReactNode }) {
  const { data: page, error, isPending } = useCustomerVisit(token)
  const change = useChangeVisit(token)
  const [cancelError, setCancelError] = useState<string>()
  const [stopError, setStopError] = useState<string>()
  if (isPending)
    return (
      <p role="status" className="text-slate-700">
        Opening your visit…
      </p>
    )
  if (error || !page) return <LinkRefused error={error} phoneLink={phoneLink} headings={VISIT_LINK_REFUSED} />
  const { visit } = page
  const attempt = (what: 'cancel' | 'stop-review-reminder', onError: (message: string) => void) => async () => {
    try {
      await change.mutateAsync(what)
    } catch (failure) {
      onError(failure instanceof ProblemError ? failure.details.detail : 'Please try again.')
    }
  }
  const cancel = attempt('cancel', setCancelError)
  const stopReminder = attempt('stop-review-reminder', setStopError)
  return (
    <div className="space-y-5">
      <section aria-labelledby="visit-title" className={card}>
        <h2 id="visit-title" className="text-xl font-bold text-slate-900">
          {VISIT_KIND_LABELS[visit.kind]}: {VISIT_STATUS_LABELS[visit.status].toLowerCase()}
        </h2>
        <VisitFacts visit={visit} />
        <p className="mt-3 text-slate-700">
          {page.canChange
            ? `You can move or cancel it here until ${page.changeUntil}.`
            : visit.status === 'booked'
              ? `It can no longer be changed online (that was possible until ${page.changeUntil}).`
              : null}{' '}
          Questions? Call {page.office.name} on {phoneLink}.
        </p>
      </section>
      {page.reviewReminder && (
        <section aria-labelledby="review-title" className={`${card} space-y-3`}>
          <h2 id="review-title" className="text-lg font-bold text-slate-900">
            Your review reminder
          </h2>
          {page.reviewReminder === 'stopped' ? (
            <p role="status" className="text-slate-700">
              We will not remind you about a review of this job.
            </p>
          ) : (
            <>
              <p className="text-slate-700">
                We asked you for a review of this job and will remind you once. You can stop that reminder here.
              </p>
              {stopError && (
                <p role="alert" className="text-sm font-medium text-red-800">
                  {stopError}
                </p>
              )}
              <button type="button" onClick={stopReminder} className={outlineButton} disabled={change.isPending}>
                Stop the reminder
              </button>
            </>
          )}
        </section>
      )}
      {page.canChange && (
        <>
          <section aria-labelledby="move-title" className={`${card} space-y-3`}>
            <h2 id="move-title" className="text-lg font-bold text-slate-900">
              Move it to another time
            </h2>
            {page.windows.length > 0 ? (
              <WindowPicker
                windows={page.windows}
                action="Move to this time"
                pending={change.isPending}
                onChoose={(startsAt) => change.mutateAsync({ startsAt })}
              />
            ) : (
              <p className="text-slate-700">No other time is free online. Please call us.</p>
            )}
          </section>
          <section aria-labelledby="cancel-title" className={`${card} space-y-3`}>
            <h2 id="cancel-title" className="text-lg font-bold text-slate-900">
              Cancel it
            </h2>
            {cancelError && (
              <p role="alert" className="text-sm font-medium text-red-800">
                {cancelError}
              </p>
            )}
            <button type="button" onClick={cancel} className={outlineButton} disabled={change.isPending}>
              Cancel the visit
            </button>
          </section>
        </>
      )}
    </div>
  )
}
