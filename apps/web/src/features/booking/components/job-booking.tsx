import type { VisitView } from '@ecs/shared/booking'
import type { ReactNode } from 'react'
import { useMessages } from '../../../lib/messages'
import { useBookWindow, useCustomerBooking } from '../api/booking'
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
 * choose from, or the visit booked (with the link to change or cancel it). Nothing for a quote not accepted.
 */
export function JobBooking({ token, phoneLink }: { token: string; phoneLink: ReactNode }) {
  const { data: booking } = useCustomerBooking('job', token)
  const book = useBookWindow('job', token)
  if (!booking || (!booking.canBook && !booking.visit)) return null
  if (booking.visit)
    return (
      <section aria-labelledby="job-booked-title" className={card}>
        <h2 id="job-booked-title" className="text-lg font-bold text-slate-900">
          Your job is booked
        </h2>
        <VisitFacts visit={booking.visit} />
        <p className="mt-3 text-slate-700">
          We emailed you the booking with a calendar invitation.{' '}
          {booking.changeLink ? (
            <a href={booking.changeLink} className="font-semibold text-brand-800 underline">
              Change or cancel it
            </a>
          ) : (
            <>To change it, call {phoneLink}.</>
          )}
        </p>
      </section>
    )
  return (
    <section aria-labelledby="book-job-title" className={`${card} space-y-3`}>
      <h2 id="book-job-title" className="text-lg font-bold text-slate-900">
        Book your job
      </h2>
      {booking.windows.length > 0 ? (
        <>
          <p className="text-slate-700">Choose when our crew comes. Each time is when they start.</p>
          <WindowPicker
            windows={booking.windows}
            action="Book this time"
            pending={book.isPending}
            onChoose={(startsAt) => book.mutateAsync(startsAt)}
          />
        </>
      ) : (
        <p className="text-slate-700">No time is free online in the next weeks. Please call us on {phoneLink}.</p>
      )}
    </section>
  )
}
