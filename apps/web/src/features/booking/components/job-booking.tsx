import type { VisitView } from '@ecs/shared/booking'
import { ProblemError } from '@ecs/shared/http'
import type { ReactNode } from 'react'
import { useMessages } from '../../../lib/messages'
import { useCustomerPageWords } from '../../../lib/messages/customer-pages'
import { useBookWindow, useCustomerBooking, useLatestBooking } from '../api/booking'
import { bookingRefusal } from '../lib/visit-refusal'
import { WindowPicker } from '../../../components/window-picker'

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6'

/** A booked visit's facts, as its customer reads them. */
export function VisitFacts({ visit }: { visit: VisitView }) {
  const words = useMessages().visitFacts
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
      <dt className="text-slate-600">{words.when}</dt>
      <dd data-testid="visit-when">{visit.label}</dd>
      {visit.address && (
        <>
          <dt className="text-slate-600">{words.where}</dt>
          <dd>{visit.address}</dd>
        </>
      )}
      <dt className="text-slate-600">{words.reference}</dt>
      <dd>{visit.reference}</dd>
    </dl>
  )
}

/**
 * Booking the job of an accepted quote, below the quote: the free windows of the office's crews to
 * choose from, or the visit booked (with the link to change or cancel it). Nothing for a quote not
 * accepted. In the page's language (its customer's: the CMS labels the windows in it too).
 */
export function JobBooking({ token, phoneLink }: { token: string; phoneLink: ReactNode }) {
  const said = useCustomerPageWords()
  const words = said.job
  const { data: booking } = useCustomerBooking('job', token)
  const book = useBookWindow('job', token)
  const latest = useLatestBooking('job', token)
  if (!booking || (!booking.canBook && !booking.visit)) return null
  if (booking.visit)
    return (
      <section aria-labelledby="job-booked-title" className={card}>
        <h2 id="job-booked-title" className="text-lg font-bold text-slate-900">
          {words.booked}
        </h2>
        <VisitFacts visit={booking.visit} />
        <p className="mt-3 text-slate-700">
          {words.emailed}{' '}
          {booking.changeLink ? (
            <a href={booking.changeLink} className="font-semibold text-brand-800 underline">
              {words.change}
            </a>
          ) : (
            <>
              {words.changeByPhone} {phoneLink}.
            </>
          )}
        </p>
      </section>
    )
  return (
    <section aria-labelledby="book-job-title" className={`${card} space-y-3`}>
      <h2 id="book-job-title" className="text-lg font-bold text-slate-900">
        {words.title}
      </h2>
      {booking.windows.length > 0 ? (
        <>
          <p className="text-slate-700">{words.intro}</p>
          <WindowPicker
            windows={booking.windows}
            action={words.book}
            pending={book.isPending}
            onChoose={(startsAt) => book.mutateAsync(startsAt)}
            refusal={(failure) =>
              bookingRefusal(
                failure instanceof ProblemError ? failure.details : undefined,
                latest()?.windows ?? [],
                said.booking,
              )
            }
          />
        </>
      ) : (
        <p className="text-slate-700">
          {words.noTimes} {phoneLink}.
        </p>
      )}
    </section>
  )
}
