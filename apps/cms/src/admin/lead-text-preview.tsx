'use client'
import { useState } from 'react'
import { useAllFormFields, useLocale } from '@payloadcms/ui'
import { API_ROUTES } from '@ecs/shared/api'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@ecs/shared/schemas'
import { PreviewChoice, SamplePreviewFrame } from './sample-preview-frame'
import { languageOf, useSamplePreview } from './use-sample-preview'

const AUDIENCES = ['customer', 'team'] as const
type Audience = (typeof AUDIENCES)[number]

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
    <SamplePreviewFrame
      sample="A made-up estimate from Sam Sample at your first location."
      status={status}
      onSendTest={sendTest}
      choices={
        <PreviewChoice
          label="Text"
          value={audience}
          options={AUDIENCES.map((option) => ({ value: option, label: AUDIENCE_LABELS[option] }))}
          onChange={setAudience}
        />
      }
    >
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
    </SamplePreviewFrame>
  )
}
