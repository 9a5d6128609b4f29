import { LOCATION_SLUGS, locationBySlug } from '@ecs/shared/catalog'
import type { LedgerQuery } from '@ecs/shared/payments'
import { useId, type FormEvent } from 'react'
import { submittedText } from '../../../components/form-fields'
import { brandButton } from '../../../components/button-styles'

const control =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700'
const label = 'block text-sm font-medium text-slate-900'

/** The month, status, location (seasonal plans span them) and search; applied on submit. */
export function LedgerFilters({
  filters,
  period,
  byLocation,
  exportHref,
  onChange,
}: {
  filters: LedgerQuery
  period: string
  byLocation: boolean
  exportHref: string
  onChange: (filters: LedgerQuery) => void
}) {
  const id = useId()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = submittedText(event)
    onChange({
      period: value('period'),
      status: value('status') as LedgerQuery['status'],
      location: value('location') as LedgerQuery['location'],
      q: value('q'),
    })
  }
  return (
    <form
      onSubmit={onSubmit}
      aria-label="Filter payments"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div>
        <label htmlFor={`${id}-period`} className={label}>
          Month
        </label>
        <input id={`${id}-period`} name="period" type="month" defaultValue={period} className={control} />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className={label}>
          Status
        </label>
        <select id={`${id}-status`} name="status" defaultValue={filters.status ?? ''} className={control}>
          <option value="">Any</option>
          <option value="owing">Owing</option>
          <option value="overdue">Overdue</option>
          <option value="paid">Paid up</option>
        </select>
      </div>
      {byLocation && (
        <div>
          <label htmlFor={`${id}-location`} className={label}>
            Location
          </label>
          <select id={`${id}-location`} name="location" defaultValue={filters.location ?? ''} className={control}>
            <option value="">Any</option>
            {LOCATION_SLUGS.map((slug) => (
              <option key={slug} value={slug}>
                {locationBySlug(slug)?.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="min-w-56 flex-1">
        <label htmlFor={`${id}-q`} className={label}>
          Search name, email, phone, unit or reference
        </label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={filters.q ?? ''} className={control} />
      </div>
      <button type="submit" className={brandButton.small}>
        Show
      </button>
      <a
        href={exportHref}
        download
        className="rounded-md border border-slate-400 bg-white px-3 py-2 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        Export CSV
      </a>
    </form>
  )
}
