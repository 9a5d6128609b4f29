'use client'
import { useId, type ReactNode } from 'react'

/** A labelled choice above a preview (which kind of lead, which message). */
export function PreviewChoice<Option extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: Option
  options: readonly { value: Option; label: string }[]
  onChange: (value: Option) => void
}) {
  const id = useId()
  return (
    <label htmlFor={id} style={{ display: 'grid', gap: 4 }}>
      {label}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Option)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * The frame of a words preview in the admin: what the sample is, the choices, "Send me a test", what the
 * server said, and the message itself (the children) once there is one.
 */
export function SamplePreviewFrame({
  sample,
  choices,
  status,
  onSendTest,
  children,
}: {
  /** Who the made-up lead is, in one sentence. */
  sample: string
  choices: ReactNode
  status: string
  onSendTest: () => void
  children: ReactNode
}) {
  const heading = useId()
  return (
    <section aria-labelledby={heading} style={{ marginBottom: 32 }}>
      <h3 id={heading}>Preview with a sample lead</h3>
      <p style={{ color: 'var(--theme-elevation-600)' }}>
        {sample} The words below as they stand, saved or not, in the language you are editing.
      </p>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'end', margin: '12px 0' }}>
        {choices}
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={onSendTest}>
          Send me a test
        </button>
      </div>
      <p role="status" aria-live="polite">
        {status}
      </p>
      {children}
    </section>
  )
}
