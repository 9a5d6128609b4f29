'use client'
import { useId, useState } from 'react'
import { useAllFormFields, useLocale } from '@payloadcms/ui'
import { API_ROUTES } from '@ecs/shared/api'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@ecs/shared/schemas'
import { languageOf, useSamplePreview } from './use-sample-preview'

type Audience = 'customer' | 'team'

const AUDIENCE_LABELS: Record<Audience, string> = {
  customer: 'Instant text to the customer',
  team: 'New-lead alert to staff',
}

const FIELD_OF: Record<Audience, 'customerConfirmation' | 'staffAlert'> = {
  customer: 'customerConfirmation',
  team: 'staffAlert',
}

/**
 * Above the lead texts' words: the instant text or the staff alert as a made-up estimate would get it,
 * with the words as they stand in the form (saved or not), in the language being edited, and a button that
 * texts it to the editor's own phone (their account's number).
 */
export function LeadTextPreview() {
  const [fields] = useAllFormFields()
  const locale = useLocale()
  const [audience, setAudience] = useState<Audience>('customer')
  const ids = { heading: useId(), audience: useId() }
  const typed = fields[FIELD_OF[audience]]?.value
  const request = JSON.stringify({
    audience,
    language: languageOf(locale.code, LANGUAGES, DEFAULT_LANGUAGE),
    words: typeof typed === 'string' && typed.trim() ? { [FIELD_OF[audience]]: typed } : undefined,
  })
  const { preview, status, sendTest } = useSamplePreview<{ to: string; body: string }>(
    { preview: API_ROUTES.leadTextPreview.path, test: API_ROUTES.leadTextTest.path },
    request,
  )

  return (
    <section aria-labelledby={ids.heading} style={{ marginBottom: 32 }}>
      <h3 id={ids.heading}>Preview with a sample lead</h3>
      <p style={{ color: 'var(--theme-elevation-600)' }}>
        A made-up estimate from Sam Sample at your first location: the words below as they stand, saved or not, in the
        language you are editing.
      </p>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'end', margin: '12px 0' }}>
        <label htmlFor={ids.audience} style={{ display: 'grid', gap: 4 }}>
          Text
          <select id={ids.audience} value={audience} onChange={(event) => setAudience(event.target.value as Audience)}>
            {(Object.keys(AUDIENCE_LABELS) as Audience[]).map((option) => (
              <option key={option} value={option}>
                {AUDIENCE_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={sendTest}>
          Send me a test
        </button>
      </div>
      <p role="status" aria-live="polite">
        {status}
      </p>
      {preview && (
        <figure style={{ margin: 0, maxWidth: 420 }}>
          <figcaption>
            <strong>To:</strong> {preview.to}
          </figcaption>
          <p
            style={{
              whiteSpace: 'pre-wrap',
              padding: '12px 16px',
              borderRadius: 16,
              background: 'var(--theme-elevation-100)',
            }}
          >
            {preview.body}
          </p>
          <small>{preview.body.length} characters</small>
        </figure>
      )}
    </section>
  )
}
