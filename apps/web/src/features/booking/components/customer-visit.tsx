import { problemType, ProblemError } from '@ecs/shared/http'
import { useState, type ReactNode } from 'react'
import { outlineButton } from '../../../components/button-styles'
import { LinkRefused } from '../../../components/link-refused'
import { useCustomerPageWords } from '../../../lib/messages/customer-pages'
import { useChangeVisit, useCustomerVisit, useLatestVisit } from '../api/booking'
import { bookingRefusal } from '../lib/visit-refusal'
import { VisitFacts } from './job-booking'
import { WindowPicker } from '../../../components/window-picker'

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6'

const problemOf = (failure: unknown) => (failure instanceof ProblemError ? failure.details : undefined)

/**
 * A customer's booked visit behind its signed link: the visit, and moving or cancelling it up to the
 * cut-off, in the page's language (its customer's). The CMS labels the visit's time, the cut-off and
 * the windows in that language; a refusal is said in the page's words, not the CMS's English.
 */
export function CustomerVisitView({ token, phoneLink }: { token: string; phoneLink: ReactNode }) {
  const said = useCustomerPageWords()
  const words = said.visit
  const { data: page, error, isPending } = useCustomerVisit(token)
  const change = useChangeVisit(token)
  const latest = useLatestVisit(token)
  const [cancelError, setCancelError] = useState<string>()
  const [stopError, setStopError] = useState<string>()
  if (isPending)
    return (
      <p role="status" className="text-slate-700">
        {said.visitPage.opening}
      </p>
    )
  if (error || !page) return <LinkRefused error={error} phoneLink={phoneLink} link="visit" />
  const { visit } = page
  const attempt = (what: 'cancel' | 'stop-review-reminder', onError: (message: string) => void) => async () => {
    try {
      await change.mutateAsync(what)
    } catch (failure) {
      const problem = problemOf(failure)
      onError(
        problem && [403, 409, 410].includes(problem.status)
          ? words.closed
          : problem?.type === problemType('rate-limited')
            ? said.booking.tooMany
            : words.notReached,
      )
    }
  }
  const cancel = attempt('cancel', setCancelError)
  const stopReminder = attempt('stop-review-reminder', setStopError)
  return (
    <div className="space-y-5">
      <section aria-labelledby="visit-title" className={card}>
        <h2 id="visit-title" className="text-xl font-bold text-slate-900">
          {words.heading[visit.kind][visit.status]}
        </h2>
        <VisitFacts visit={visit} />
        <p className="mt-3 text-slate-700">
          {page.canChange
            ? words.canChange(page.changeUntil)
            : visit.status === 'booked'
              ? words.tooLate(page.changeUntil)
              : null}{' '}
          {words.questions(page.office.name)} {phoneLink}.
        </p>
      </section>
      {page.reviewReminder && (
        <section aria-labelledby="review-title" className={`${card} space-y-3`}>
          <h2 id="review-title" className="text-lg font-bold text-slate-900">
            {words.reminderTitle}
          </h2>
          {page.reviewReminder === 'stopped' ? (
            <p role="status" className="text-slate-700">
              {words.reminderStopped}
            </p>
          ) : (
            <>
              <p className="text-slate-700">{words.reminderDue}</p>
              {stopError && (
                <p role="alert" className="text-sm font-medium text-red-800">
                  {stopError}
                </p>
              )}
              <button type="button" onClick={stopReminder} className={outlineButton} disabled={change.isPending}>
                {words.stopReminder}
              </button>
            </>
          )}
        </section>
      )}
      {page.canChange && (
        <>
          <section aria-labelledby="move-title" className={`${card} space-y-3`}>
            <h2 id="move-title" className="text-lg font-bold text-slate-900">
              {words.moveTitle}
            </h2>
            {page.windows.length > 0 ? (
              <WindowPicker
                windows={page.windows}
                action={words.move}
                pending={change.isPending}
                onChoose={(startsAt) => change.mutateAsync({ startsAt })}
                refusal={(failure) => bookingRefusal(problemOf(failure), latest()?.windows ?? [], said.booking)}
              />
            ) : (
              <p className="text-slate-700">{words.noTimes}</p>
            )}
          </section>
          <section aria-labelledby="cancel-title" className={`${card} space-y-3`}>
            <h2 id="cancel-title" className="text-lg font-bold text-slate-900">
              {words.cancelTitle}
            </h2>
            {cancelError && (
              <p role="alert" className="text-sm font-medium text-red-800">
                {cancelError}
              </p>
            )}
            <button type="button" onClick={cancel} className={outlineButton} disabled={change.isPending}>
              {words.cancel}
            </button>
          </section>
        </>
      )}
    </div>
  )
}
