import { LOCATION_SLUGS, locationBySlug } from '@ecs/shared/catalog'
import { LEAD_KINDS, LEAD_STATUSES, type DeskFilters } from '@ecs/shared/leads'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { submittedText } from '../../../components/form-fields'
import type { StaffAccount } from '@ecs/shared/api'
import { kindLabel, statusLabel } from './desk-format'
import { brandButton } from '../../../components/button-styles'

const control =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700'

/** The filter fields the form sets (page and page size are the table's). */
const FILTER_FIELDS = [
  'q',
  'kind',
  'status',
  'location',
  'owner',
  'from',
  'to',
  'source',
  'medium',
  'campaign',
] as const

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children}
    </div>
  )
}

/**
 * The inbox's filters. Applied on submit (one request per change, not per keystroke), written into the
 * page address by the caller. `(none)` in a campaign field matches leads whose visit had none. On a
 * phone only the search shows; the other filters fold behind one button that says how many are on.
 */
export function InboxFilters({
  filters,
  staff,
  onChange,
}: {
  filters: DeskFilters
  staff: readonly StaffAccount[]
  onChange: (change: Partial<DeskFilters>) => void
}) {
  const id = useId()
  const [unfolded, setUnfolded] = useState(false)
  const applied = [...FILTER_FIELDS.filter((field) => field !== 'q'), 'overdue' as const].filter(
    (field) => filters[field] !== undefined,
  ).length
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = submittedText(event)
    onChange({
      ...Object.fromEntries(FILTER_FIELDS.map((field) => [field, value(field)])),
      overdue: value('overdue') ? 'true' : undefined,
    })
  }
  const clear = () =>
    onChange({ ...Object.fromEntries(FILTER_FIELDS.map((field) => [field, undefined])), overdue: undefined })
  const text = (name: 'source' | 'medium' | 'campaign', title: string) => (
    <Field id={`${id}-${name}`} label={title}>
      <input
        id={`${id}-${name}`}
        name={name}
        defaultValue={filters[name] ?? ''}
        placeholder="any"
        className={control}
      />
    </Field>
  )
  return (
    <form
      onSubmit={onSubmit}
      aria-label="Filter leads"
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-full flex-1 sm:min-w-64">
          <Field id={`${id}-q`} label="Search name, email, phone, reference or address">
            <input id={`${id}-q`} name="q" type="search" defaultValue={filters.q ?? ''} className={control} />
          </Field>
        </div>
        <button type="submit" className={brandButton.small}>
          Search
        </button>
        <button
          type="button"
          aria-expanded={unfolded}
          aria-controls={`${id}-more`}
          onClick={() => setUnfolded(!unfolded)}
          className="rounded-md border border-slate-400 bg-white px-3 py-2 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 md:hidden"
        >
          Filters{applied > 0 ? ` (${applied} on)` : ''}
        </button>
        <button
          type="button"
          onClick={clear}
          className="rounded-md border border-slate-400 bg-white px-3 py-2 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Clear filters
        </button>
      </div>
      <div
        id={`${id}-more`}
        className={`${unfolded ? 'grid' : 'hidden'} grid-cols-2 gap-3 sm:grid-cols-3 md:grid lg:grid-cols-6`}
      >
        <Field id={`${id}-kind`} label="Kind">
          <select id={`${id}-kind`} name="kind" defaultValue={filters.kind ?? ''} className={control}>
            <option value="">Any</option>
            {LEAD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel(kind)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-status`} label="Status">
          <select id={`${id}-status`} name="status" defaultValue={filters.status ?? ''} className={control}>
            <option value="">Any</option>
            <option value="open">Open</option>
            <option value="closed">Closed</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-location`} label="Location">
          <select id={`${id}-location`} name="location" defaultValue={filters.location ?? ''} className={control}>
            <option value="">Any</option>
            {LOCATION_SLUGS.map((slug) => (
              <option key={slug} value={slug}>
                {locationBySlug(slug)?.label ?? slug}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-owner`} label="Owner">
          {/* The staff options arrive after the form first renders, and a select (controlled or not) keeps
              the choice it made without them ("Anyone"): it is drawn again once they are there. */}
          <select
            key={staff.length}
            id={`${id}-owner`}
            name="owner"
            defaultValue={filters.owner ?? ''}
            className={control}
          >
            <option value="">Anyone</option>
            <option value="none">Nobody yet</option>
            {staff.map((account) => (
              <option key={account.id} value={String(account.id)}>
                {account.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-from`} label="Received from">
          <input id={`${id}-from`} name="from" type="date" defaultValue={filters.from ?? ''} className={control} />
        </Field>
        <Field id={`${id}-to`} label="Received to">
          <input id={`${id}-to`} name="to" type="date" defaultValue={filters.to ?? ''} className={control} />
        </Field>
        {text('source', 'Campaign source')}
        {text('medium', 'Campaign medium')}
        {text('campaign', 'Campaign')}
        <div className="flex items-end pb-2">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
            <input
              name="overdue"
              type="checkbox"
              defaultChecked={filters.overdue === 'true'}
              className="h-4 w-4 accent-brand-700"
            />
            Overdue follow-ups only
          </label>
        </div>
      </div>
    </form>
  )
}
