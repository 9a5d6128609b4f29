import { fieldMessageIn } from '@ecs/shared/schemas'
import { useId, type FormEvent, type ReactNode } from 'react'
import { useLocale } from '../lib/locale'
import { useMessages } from '../lib/messages'

/** A submitted form's fields as trimmed text, undefined when empty (a filter left blank). */
export function submittedText(event: FormEvent<HTMLFormElement>): (name: string) => string | undefined {
  const form = new FormData(event.currentTarget)
  return (name) => String(form.get(name) ?? '').trim() || undefined
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700'

/**
 * The message under a field; its id is what the field's aria-describedby points to. A field's error is
 * the schemas' message (the form's own check, or the server's answer), said in the page's language.
 */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  const locale = useLocale()
  if (error) {
    return (
      <p id={id} className="mt-1 text-sm font-medium text-red-800">
        {fieldMessageIn(error, locale) ?? error}
      </p>
    )
  }
  return hint ? (
    <p id={id} className="mt-1 text-sm text-slate-600">
      {hint}
    </p>
  ) : null
}

interface TextFieldProps {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  type?: 'text' | 'email' | 'tel' | 'number'
  autoComplete?: string
  inputMode?: 'numeric' | 'decimal' | 'text' | 'tel' | 'email'
  required?: boolean
  multiline?: boolean
  maxLength?: number
}

export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  required,
  multiline,
  maxLength,
}: TextFieldProps) {
  const id = useId()
  const words = useMessages().form
  const messageId = `${id}-message`
  const shared = {
    id,
    name,
    value,
    required,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? messageId : undefined,
    'data-field': name,
    className: inputClass,
  }
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
        {required ? null : <span className="font-normal text-slate-600"> ({words.optional})</span>}
      </label>
      {multiline ? (
        <textarea {...shared} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  )
}

export function SelectField({
  name,
  label,
  value,
  onChange,
  options,
  error,
  required,
}: {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  error?: string
  required?: boolean
}) {
  const id = useId()
  const words = useMessages().form
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        data-field={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        <option value="">{words.choose}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-message`} error={error} />
    </div>
  )
}

/** A group of radios or checkboxes under one legend, with the group's error below it. */
export function ChoiceGroup({
  name,
  legend,
  type,
  options,
  selected,
  onToggle,
  error,
  hint,
  columns = 2,
}: {
  name: string
  legend: ReactNode
  type: 'radio' | 'checkbox'
  options: readonly { value: string; label: string; description?: string }[]
  selected: readonly string[]
  onToggle: (value: string) => void
  error?: string
  hint?: string
  columns?: 1 | 2 | 3
}) {
  const id = useId()
  const grid = columns === 1 ? '' : columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3'
  return (
    <fieldset aria-describedby={error || hint ? `${id}-message` : undefined} data-field={name}>
      <legend className="font-medium text-slate-900">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${grid}`}>
        {options.map((option) => {
          const checked = selected.includes(option.value)
          return (
            <label
              key={option.value}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 focus-within:outline-2 focus-within:outline-brand-700 ${checked ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white'}`}
            >
              <input
                type={type}
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onToggle(option.value)}
                aria-invalid={error ? true : undefined}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
              />
              <span>
                <span className="block font-medium text-slate-900">{option.label}</span>
                {option.description ? <span className="block text-sm text-slate-600">{option.description}</span> : null}
              </span>
            </label>
          )
        })}
      </div>
      <FieldMessage id={`${id}-message`} error={error} hint={hint} />
    </fieldset>
  )
}

/**
 * The honeypot: off-screen and out of the tab order, so people never fill it; many bots do. Not
 * `display:none`, which some bots skip.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const words = useMessages().form
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {words.honeypot}
        <input
          type="text"
          name="company_website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  )
}
