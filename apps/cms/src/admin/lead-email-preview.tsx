'use client'
import { useState } from 'react'
import { useAllFormFields, useLocale } from '@payloadcms/ui'
import { API_ROUTES } from '@ecs/shared/api'
import { LEAD_KIND_FACTS, LEAD_KINDS, type LeadEmailPreview as Email, type LeadKind } from '@ecs/shared/leads'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@ecs/shared/schemas'
import { PreviewChoice, SamplePreviewFrame } from './sample-preview-frame'
import { languageOf, useSamplePreview } from './use-sample-preview'

type Audience = 'team' | 'customer'

const AUDIENCE_LABELS: Record<Audience, string> = {
  team: 'Staff alert',
  customer: 'Confirmation to the visitor',
}

/**
 * Above the lead emails' words: the email of one kind as a made-up lead would get it, with the words as
 * they stand in the form (saved or not) and in the language being edited, and a button that sends it to
 * the editor's own address. Marketing sees what a customer will read before saving.
 */
export function LeadEmailPreview({
  wordsGroups,
  confirmed,
}: {
  /** Each kind's group of words in the form (the CMS's kind modules say it, server-side). */
  wordsGroups: Record<LeadKind, string>
  /** The kinds that send the visitor a confirmation. */
  confirmed: LeadKind[]
}) {
  const [fields] = useAllFormFields()
  const locale = useLocale()
  const [kind, setKind] = useState<LeadKind>('estimate')
  const [audience, setAudience] = useState<Audience>('customer')
  const group = wordsGroups[kind]
  const audiences: Audience[] = confirmed.includes(kind) ? ['customer', 'team'] : ['team']
  const shown = audiences.includes(audience) ? audience : 'team'
  const value = (path: string) => {
    const field = fields[`${group}.${path}`]?.value
    return typeof field === 'string' && field.trim() ? field : undefined
  }
  const request = JSON.stringify({
    kind,
    audience: shown,
    language: languageOf(locale.code, LANGUAGES, DEFAULT_LANGUAGE),
    words: {
      staffSubject: value('staffSubject'),
      customer: {
        subject: value('customer.subject'),
        greeting: value('customer.greeting'),
        closing: value('customer.closing'),
      },
    },
  })

  const {
    preview: email,
    status,
    sendTest,
  } = useSamplePreview<Email>(
    { preview: API_ROUTES.leadEmailPreview.path, test: API_ROUTES.leadEmailTest.path },
    request,
  )

  return (
    <SamplePreviewFrame
      sample="A made-up visitor, Sam Sample, at your first location."
      status={status}
      onSendTest={sendTest}
      choices={
        <>
          <PreviewChoice
            label="Kind of lead"
            value={kind}
            options={LEAD_KINDS.map((option) => ({ value: option, label: LEAD_KIND_FACTS[option].label }))}
            onChange={setKind}
          />
          <PreviewChoice
            label="Email"
            value={shown}
            options={audiences.map((option) => ({ value: option, label: AUDIENCE_LABELS[option] }))}
            onChange={setAudience}
          />
        </>
      }
    >
      {email && (
        <figure style={{ margin: 0 }}>
          <figcaption>
            <strong>To:</strong> {email.to} · <strong>Subject:</strong> {email.subject}
          </figcaption>
          <iframe
            title={`Preview: ${email.subject}`}
            srcDoc={email.html}
            sandbox=""
            style={{ width: '100%', height: 520, border: '1px solid var(--theme-elevation-150)', background: '#fff' }}
          />
        </figure>
      )}
    </SamplePreviewFrame>
  )
}
