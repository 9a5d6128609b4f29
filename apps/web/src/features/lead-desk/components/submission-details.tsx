import { submittedFieldLabel, submittedValueLabel } from '@ecs/shared/leads'
import { formatUsPhone } from '@ecs/shared/schemas'
import type { ReactNode } from 'react'
import { localTime } from './desk-format'

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** The price range the visitor was shown, as they read it ("$189-$249 for a 2-story home..."). */
const priceSentence = (value: unknown) =>
  typeof value === 'object' && value !== null && 'text' in value && typeof value.text === 'string' ? value.text : null

function shown(key: string, value: unknown): ReactNode {
  // The sentence, not the lines and inputs that made it: those are the price list's workings (kept on the
  // lead), and five nested levels of them pushed the lead page sideways on a phone.
  if (key === 'priceEstimate' && priceSentence(value)) return priceSentence(value)
  if (key === 'resume' && typeof value === 'object' && value !== null && 'url' in value) {
    const resume = value as { url: string; filename: string }
    return (
      <a className="text-brand-800 underline" href={resume.url}>
        {resume.filename}
      </a>
    )
  }
  if (Array.isArray(value)) {
    const isRecord = (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null
    // A list of records is one block per record, a list of choices one line.
    if (value.some(isRecord))
      return (
        <ol className="space-y-1">
          {value.map((item, index) => (
            <li key={index}>{isRecord(item) ? <Details data={item} nested /> : submittedValueLabel(key, item)}</li>
          ))}
        </ol>
      )
    return value.map((item) => submittedValueLabel(key, item)).join(', ')
  }
  if (typeof value === 'object' && value !== null) return <Details data={value as Record<string, unknown>} nested />
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string' && ISO_TIME.test(value)) return localTime(value)
  if (key === 'phone' && typeof value === 'string') return <a href={`tel:${value}`}>{formatUsPhone(value)}</a>
  if (key === 'email' && typeof value === 'string') return <a href={`mailto:${value}`}>{value}</a>
  return typeof value === 'string' || typeof value === 'number' ? submittedValueLabel(key, value) : String(value)
}

/** Nothing to show: no value, an empty list, or a record of such (a home's request has an empty business). */
const empty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(empty))

/** Everything the visitor sent, field by field, in the words and choices of the forms. */
export function Details({ data, nested = false }: { data: Record<string, unknown>; nested?: boolean }) {
  const entries = Object.entries(data).filter(([, value]) => !empty(value))
  return (
    <dl
      className={nested ? 'grid grid-cols-[auto_1fr] gap-x-3 gap-y-1' : 'grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]'}
    >
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-sm font-medium text-slate-700">{submittedFieldLabel(key)}</dt>
          <dd className="break-words text-sm text-slate-900">{shown(key, value)}</dd>
        </div>
      ))}
    </dl>
  )
}
