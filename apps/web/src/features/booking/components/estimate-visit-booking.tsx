import { windowLabel, type WindowView } from '@ecs/shared/booking'
import { ProblemError } from '@ecs/shared/http'
import { useId } from 'react'
import { WindowPicker } from '../../../components/window-picker'
import { useLocale } from '../../../lib/locale'
import { useMessages } from '../../../lib/messages'
import { useBookWindow, useCustomerBooking, useLatestBooking } from '../api/booking'
import { visitRefusal } from '../lib/visit-refusal'
import { VisitFacts } from './job-booking'

const problemOf = (failure: unknown) => (failure instanceof ProblemError ? failure.details : undefined)

/**
 * The thank-you page's booking of a sent request's estimate visit, behind the link its accepted answer
 * gave: the location's free windows to choose from (a few days at first), or the visit once booked,
 * which the link answers again on a reload. The request is stored already, so nothing here can lose it:
 * a refusal says why in the page's language, with the windows as they now are. Times are said in the
 * office's zone (`timeZone`, the served location's) in the page's language; the server's English labels
 * without one.
 */
export default function EstimateVisitBooking({ token, timeZone }: { token: string; timeZone: string | null }) {
  const said = useMessages()
  const words = said.estimateVisit
  const locale = useLocale()
  const headingId = useId()
  const { data: booking, error, isPending } = useCustomerBooking('estimate-visit', token)
  const book = useBookWindow('estimate-visit', token)
  const latest = useLatestBooking('estimate-visit', token)
  const inPageLanguage = <Window extends WindowView>(window: Window): Window =>
    timeZone
      ? { ...window, label: windowLabel({ start: window.startsAt, end: window.endsAt }, timeZone, locale) }
      : window
  if (booking && !booking.visit && !booking.canBook) return null
  const body = () => {
    if (isPending)
      return (
        <p role="status" className="mt-2 text-slate-700">
          {words.loading}
        </p>
      )
    if (!booking)
      return (
        <p role="alert" className="mt-2 text-slate-800">
          {problemOf(error)?.errors?.some(({ field }) => field === 'token') ? words.closed : words.notLoaded}
        </p>
      )
    if (booking.visit)
      return (
        <>
          <VisitFacts visit={inPageLanguage(booking.visit)} />
          <p className="mt-3 text-slate-700">
            {words.emailed}{' '}
            {booking.changeLink && (
              <a href={booking.changeLink} className="font-semibold text-brand-800 underline">
                {words.change}
              </a>
            )}
          </p>
        </>
      )
    if (booking.windows.length === 0) return <p className="mt-2 text-slate-700">{words.noTimes}</p>
    return (
      <>
        <p className="mt-1 mb-4 text-slate-700">{words.intro(booking.minutes)}</p>
        <WindowPicker
          windows={booking.windows.map(inPageLanguage)}
          action={words.book}
          pending={book.isPending}
          pageDays={3}
          onChoose={(startsAt) => book.mutateAsync(startsAt)}
          refusal={(failure) => visitRefusal(problemOf(failure), (latest()?.windows ?? []).map(inPageLanguage), said)}
        />
      </>
    )
  }
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {booking?.visit ? words.booked : words.heading}
      </h2>
      {body()}
    </section>
  )
}
