import { useEffect, useRef, useState } from 'react'
import {
  checkLead,
  postLead,
  preloadLeadChecks,
  readAttributionSessionId,
  type FieldErrorMap,
  type LeadAccepted,
  type LeadRequest,
} from './lead-form'
import type { LeadMetaInput } from '@ecs/shared/schemas'
import type { LeadSchemaName } from './lead-validation'

/**
 * The plumbing of a one-page lead form: one idempotency key per form fill (a double click or a retry
 * is one lead), the fill start time, the honeypot, the browser check with the server's schema, one
 * request at a time, and the server's field errors. The caller builds the body and renders fields.
 */
export function useLeadForm({ schema, sourcePage }: { schema: LeadSchemaName; sourcePage: string }) {
  const keyRef = useRef<string | null>(null)
  // When the visitor could start filling in (the form is disabled until hydration), for the server's
  // minimum fill time: set in the browser, never during a render.
  const startedRef = useRef(0)
  useEffect(() => {
    startedRef.current = Date.now()
  }, [])
  const sendingRef = useRef(false)
  const [honeypot, setHoneypot] = useState('')
  const [errors, setErrors] = useState<FieldErrorMap>({})
  const [formMessage, setFormMessage] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  function meta(): LeadMetaInput {
    keyRef.current ??= crypto.randomUUID()
    return {
      attributionSessionId: readAttributionSessionId(),
      sourcePage,
      idempotencyKey: keyRef.current,
      company_website: honeypot,
      startedAt: startedRef.current,
    }
  }

  function focusFirstError(form: HTMLFormElement | null) {
    requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  /**
   * Checks `answers` (plus the meta fields) with the schema, then sends them; answers the accepted
   * lead, or undefined when the form shows errors. `send` builds the request (JSON by default);
   * `formErrors` are the form's own findings about what the schema does not see (an attached file),
   * shown together with the schema's so the visitor learns everything that is missing at once.
   */
  async function submit(
    form: HTMLFormElement | null,
    endpoint: string,
    answers: Record<string, unknown>,
    {
      send = (body) => ({ json: body }),
      formErrors = {},
    }: {
      send?: (body: Record<string, unknown>) => LeadRequest
      formErrors?: FieldErrorMap
    } = {},
  ): Promise<LeadAccepted | undefined> {
    if (sendingRef.current) return undefined
    // Held from the check on: the first check may wait for the schemas to load, and a second press
    // meanwhile must not send the lead twice.
    sendingRef.current = true
    try {
      const body = { ...answers, ...meta() }
      const found = { ...(await checkLead(schema, body)), ...formErrors }
      setErrors(found)
      setFormMessage(null)
      if (Object.keys(found).length > 0) {
        focusFirstError(form)
        return undefined
      }
      setSending(true)
      const result = await postLead(endpoint, send(body))
      if (result.ok) return result
      setErrors(result.fieldErrors)
      setFormMessage(result.message)
      focusFirstError(form)
      return undefined
    } finally {
      sendingRef.current = false
      setSending(false)
    }
  }

  return { errors, formMessage, sending, honeypot, setHoneypot, submit, preload: preloadLeadChecks }
}
