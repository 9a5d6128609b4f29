import { MAX_TEXT_LENGTH } from '@ecs/shared/leads'
import { formatUsPhone } from '@ecs/shared/schemas'
import type { LeadPage } from '@ecs/shared/api'
import { useId, useState, type FormEvent } from 'react'
import { useSendText } from '../api/change-lead'
import { localTime } from './desk-format'

/** Why the customer cannot be texted, or undefined when they can. */
function cannotText({ texting }: LeadPage): string | undefined {
  if (!texting.enabled) return 'Texts are not set up: the text provider’s keys are not set.'
  if (!texting.consentAt) return 'The customer did not agree to texts on the form.'
  if (texting.optedOut) return 'The customer replied STOP: nothing can be texted to this number until they reply START.'
  return undefined
}

/**
 * A text to the lead's customer: one of the office's ready-made texts (filled in for the lead, and
 * editable) or their own words. Placeholders left in braces are filled in by the CMS when it sends.
 */
export function TextComposer({ page }: { page: LeadPage }) {
  const bodyId = useId()
  const templateId = useId()
  const [body, setBody] = useState('')
  const [held, setHeld] = useState<string | null>(null)
  const send = useSendText(page.lead.id)
  const refusal = cannotText(page)
  if (refusal) return <p className="text-sm text-slate-700">{refusal}</p>
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!body.trim()) return
    send.mutate(body, {
      onSuccess: (queued) => {
        setBody('')
        setHeld(queued.held ? `It is night where they live: the text goes out ${localTime(queued.sendAt)}.` : null)
      },
    })
  }
  return (
    <form onSubmit={submit} className="space-y-2">
      <p className="text-sm text-slate-700">
        To {formatUsPhone(page.lead.phone ?? '')} · agreed to texts {localTime(page.texting.consentAt)}
      </p>
      {page.texting.templates.length > 0 && (
        <div>
          <label htmlFor={templateId} className="block text-sm font-medium">
            Ready-made text
          </label>
          <select
            id={templateId}
            value=""
            onChange={(event) => setBody(page.texting.templates[Number(event.target.value)]?.body ?? body)}
            className="mt-1 block w-full rounded-md border border-slate-400 px-2 py-1.5 text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
          >
            <option value="">Choose one to start from…</option>
            {page.texting.templates.map((template, index) => (
              <option key={template.label} value={index}>
                {template.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <label htmlFor={bodyId} className="block text-sm font-medium">
        Text
      </label>
      <textarea
        id={bodyId}
        value={body}
        maxLength={MAX_TEXT_LENGTH}
        rows={3}
        onChange={(event) => setBody(event.target.value)}
        className="block w-full rounded-md border border-slate-400 px-2 py-1.5 text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
      />
      <button
        type="submit"
        disabled={send.isPending || !body.trim()}
        className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {send.isPending ? 'Sending…' : 'Send text'}
      </button>
      <p role="status" className="text-sm text-slate-700">
        {held}
      </p>
    </form>
  )
}
