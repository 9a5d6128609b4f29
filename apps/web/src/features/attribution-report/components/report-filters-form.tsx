import { useId, type FormEvent } from 'react'
import { submittedText } from '../../../components/form-fields'
import type { DashboardFilters as ReportFilters } from '../api/report-queries'
import { brandButton } from '../../../components/button-styles'

type Field = 'source' | 'medium' | 'campaign' | 'hasClickId' | 'converted'

const control =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700'

/**
 * The dashboards' filter bar. Applied on submit (one report request per change, not per keystroke).
 * `(none)` in a text filter matches sessions without that parameter.
 */
export function ReportFiltersForm({
  filters,
  onChange,
  fields = [],
}: {
  filters: ReportFilters
  onChange: (change: Partial<ReportFilters>) => void
  fields?: Field[]
}) {
  const id = useId()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = submittedText(event)
    onChange({
      from: value('from'),
      to: value('to'),
      ...Object.fromEntries(fields.map((field) => [field, value(field)])),
    })
  }
  const text = (name: 'source' | 'medium' | 'campaign', title: string) =>
    fields.includes(name) && (
      <div>
        <label htmlFor={`${id}-${name}`} className="block text-sm font-medium">
          {title}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          defaultValue={filters[name] ?? ''}
          placeholder="any"
          className={control}
        />
      </div>
    )
  const choice = (name: 'hasClickId' | 'converted', title: string, yes: string, no: string) =>
    fields.includes(name) && (
      <div>
        <label htmlFor={`${id}-${name}`} className="block text-sm font-medium">
          {title}
        </label>
        <select id={`${id}-${name}`} name={name} defaultValue={filters[name] ?? ''} className={control}>
          <option value="">Any</option>
          <option value="true">{yes}</option>
          <option value="false">{no}</option>
        </select>
      </div>
    )
  return (
    <form
      onSubmit={onSubmit}
      aria-label="Report filters"
      className="grid grid-cols-2 items-end gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-4 lg:grid-cols-8"
    >
      <div>
        <label htmlFor={`${id}-from`} className="block text-sm font-medium">
          From
        </label>
        <input id={`${id}-from`} name="from" type="date" required defaultValue={filters.from} className={control} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="block text-sm font-medium">
          To
        </label>
        <input id={`${id}-to`} name="to" type="date" required defaultValue={filters.to} className={control} />
      </div>
      {text('source', 'Source')}
      {text('medium', 'Medium')}
      {text('campaign', 'Campaign')}
      {choice('hasClickId', 'Click id', 'With click id', 'Without click id')}
      {choice('converted', 'Converted', 'With a lead', 'Without a lead')}
      <button type="submit" className={brandButton.small}>
        Apply
      </button>
    </form>
  )
}
