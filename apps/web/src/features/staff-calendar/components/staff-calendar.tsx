import {
  CALENDAR_VIEWS,
  VISIT_KIND_LABELS,
  VISIT_STATUS_LABELS,
  type CalendarSlot,
  type CalendarVisit,
  type DeskCalendar,
} from '@ecs/shared/booking'
import { paths } from '@ecs/shared/routes'
import { useId } from 'react'
import { outlineButton } from '../../../components/button-styles'
import type { SearchChange } from '../../../lib/use-search-filters'

const VIEW_LABELS = { week: 'Week', day: 'Day' } as const

type Entry = { at: string; slot: CalendarSlot; visit?: never } | { at: string; visit: CalendarVisit; slot?: never }

/** A day's windows and visits in time order, each window before the visits starting in it. */
function entriesOf(calendar: DeskCalendar, date: string): Entry[] {
  const slots: Entry[] = calendar.slots
    .filter((slot) => slot.date === date)
    .map((slot) => ({ at: slot.startsAt, slot }))
  const visits: Entry[] = calendar.visits
    .filter((visit) => visit.date === date)
    .map((visit) => ({ at: visit.startsAt, visit }))
  return [...slots, ...visits].sort((a, b) => a.at.localeCompare(b.at) || (a.slot ? -1 : 1))
}

/**
 * A window's free places of each kind: short on screen, whole for a screen reader. The places sit beside
 * the time where the column is wide enough and under it where not, never broken mid-phrase.
 */
function SlotRow({ slot }: { slot: CalendarSlot }) {
  const full = slot.places.estimate.left === 0 && slot.places.job.left === 0
  const said = `${slot.time}: ${slot.places.estimate.left} of ${slot.places.estimate.crews} estimate visit places free, ${slot.places.job.left} of ${slot.places.job.crews} job places free`
  return (
    <li
      className={`flex flex-wrap justify-between gap-x-2 px-2 py-1 text-xs ${full ? 'bg-slate-100 text-slate-700' : 'text-slate-700'}`}
    >
      <span className="sr-only">{said}</span>
      <span aria-hidden="true" className="whitespace-nowrap font-medium text-slate-900">
        {slot.time}
      </span>
      <span aria-hidden="true" className="whitespace-nowrap">
        Est {slot.places.estimate.left}/{slot.places.estimate.crews} · Job {slot.places.job.left}/
        {slot.places.job.crews} free
      </span>
    </li>
  )
}

function VisitCard({ visit }: { visit: CalendarVisit }) {
  return (
    <li
      className={`rounded-md border-l-4 bg-white px-2 py-1.5 text-sm shadow-sm ring-1 ring-slate-200 ${visit.kind === 'job' ? 'border-emerald-700' : 'border-brand-700'}`}
    >
      <p className="font-semibold text-slate-900">{visit.time}</p>
      <p className="text-slate-800">
        {VISIT_KIND_LABELS[visit.kind]}
        {visit.status !== 'booked' && ` (${VISIT_STATUS_LABELS[visit.status].toLowerCase()})`}
      </p>
      <a
        href={paths.admin.leads(visit.lead.id)}
        className="font-medium text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {visit.customerName ?? visit.lead.name ?? visit.reference}
      </a>
      {visit.address && <p className="text-slate-700">{visit.address}</p>}
      <p className="text-xs text-slate-700">Lead: {visit.lead.status}</p>
    </li>
  )
}

function CalendarDays({ calendar }: { calendar: DeskCalendar }) {
  return (
    <div
      className={
        calendar.view === 'week' ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7 xl:gap-2' : 'grid gap-3'
      }
    >
      {calendar.days.map((day) => {
        const entries = entriesOf(calendar, day.date)
        return (
          <section
            key={day.date}
            aria-labelledby={`day-${day.date}`}
            className={`rounded-lg border p-2 ${day.today ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-slate-50'}`}
          >
            <h2 id={`day-${day.date}`} className="text-sm font-bold text-slate-900">
              {day.label}
              {day.today && (
                <span aria-current="date" className="ml-2 rounded bg-brand-700 px-1.5 py-0.5 text-xs text-white">
                  Today
                </span>
              )}
            </h2>
            {day.closed && <p className="mt-1 text-xs text-slate-700">Closed</p>}
            {entries.length > 0 && (
              <ul className="mt-2 space-y-1">
                {entries.map((entry) =>
                  entry.slot ? (
                    <SlotRow key={`slot-${entry.slot.startsAt}`} slot={entry.slot} />
                  ) : (
                    <VisitCard key={`visit-${entry.visit.id}`} visit={entry.visit} />
                  ),
                )}
              </ul>
            )}
          </section>
        )
      })}
    </div>
  )
}

/**
 * The staff calendar of one location: a week from Monday (a column a day on a laptop, four or two days
 * a row on narrower screens, the days one under another on a phone) or one day, in the office's zone, today marked; each visit with its time,
 * kind, customer (to the lead's page), address and the lead's stage, and each window of the crews'
 * working time with the places still free. Location, view and day are changed through the address.
 */
export function StaffCalendar({
  calendar,
  onAddress,
  busy,
}: {
  calendar: DeskCalendar
  onAddress: (change: SearchChange) => void
  busy: boolean
}) {
  const id = useId()
  const period =
    calendar.view === 'week' ? `${calendar.days[0]!.label} – ${calendar.days.at(-1)!.label}` : calendar.days[0]!.label
  const steps = [
    { label: `Previous ${calendar.view}`, date: calendar.previous },
    { label: 'Today', date: null },
    { label: `Next ${calendar.view}`, date: calendar.next },
  ]
  return (
    <div className="space-y-4" aria-busy={busy}>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-location`} className="block text-sm font-medium text-slate-900">
            Location
          </label>
          <select
            id={`${id}-location`}
            value={calendar.location.slug}
            onChange={(event) => onAddress({ location: event.target.value })}
            className="mt-1 min-h-11 rounded-md border border-slate-400 bg-white px-2 text-sm"
          >
            {calendar.locations.map((location) => (
              <option key={location.slug} value={location.slug}>
                {location.label}
              </option>
            ))}
          </select>
        </div>
        <div role="group" aria-label="View" className="flex gap-1">
          {CALENDAR_VIEWS.map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={calendar.view === view}
              onClick={() => onAddress({ view, date: calendar.date })}
              className={`${outlineButton} min-h-11 ${calendar.view === view ? 'bg-brand-700 text-white hover:bg-brand-800' : ''}`}
            >
              {VIEW_LABELS[view]}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Dates" className="flex gap-1">
          {steps.map((step) => (
            <button
              key={step.label}
              type="button"
              className={`${outlineButton} min-h-11`}
              onClick={() => onAddress({ date: step.date })}
            >
              {step.label}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className="text-sm text-slate-800">
        <span className="font-semibold">{calendar.location.name}</span>, {period} (times in {calendar.location.timeZone}
        ): {calendar.visits.length === 1 ? '1 visit' : `${calendar.visits.length} visits`}.
      </p>
      <CalendarDays calendar={calendar} />
    </div>
  )
}
