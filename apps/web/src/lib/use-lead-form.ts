import { useEffect, useRef, useState } from 'react'
import {
  checkLead,
  postLead,
  preloadLeadChecks,
  readAttributionSessionId,
  sendLeadBeacon,
  type LeadEndpoint,
  type LeadRefused,
  type LeadRequest,
} from './lead-form'
import type { LeadAccepted } from '@ecs/shared/api'
import type { LeadMetaInput } from '@ecs/shared/schemas'
import type { FieldErrorMap } from './field-errors'
import type { LeadSchemaName } from './lead-validation'
import { DEFAULT_LOCALE, localePath } from '@ecs/shared/routes'
import { useLocale } from './locale'
import { useMessages } from './messages'

/** A fill that outlives the page (the wizard's stored draft): its own idempotency key and start time. */
export interface LeadFill {
  idempotencyKey: string
  startedAt: number
}

/**
 * The plumbing of a lead form: one idempotency key per form fill (a double click or a retry is one
 * lead), the fill start time, the honeypot, the browser check with the server's schema, one request at
 * a time (sent again by itself when it did not get through: `stillSending`), the server's field
 * errors, and focus on the first field in error. The caller builds the
 * answers and renders the fields inside `<form ref={formRef}>`.
 */
export function useLeadForm({
  schema,
  sourcePage,
  fill,
}: {
  schema: LeadSchemaName
  sourcePage: string
  fill?: LeadFill
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const locale = useLocale()
  const words = useMessages().form
  const keyRef = useRef<string | null>(null)
  // When the visitor could start filling in (the form is disabled until hydration), for the server's
  // note of a form sent faster than a person types: set in the browser, never during a render.
  const startedRef = useRef(0)
  useEffect(() => {
    startedRef.current = Date.now()
  }, [])
  const sendingRef = useRef(false)
  const [honeypot, setHoneypot] = useState('')
  const [errors, setErrors] = useState<FieldErrorMap>({})
  const [formMessage, setFormMessage] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  // The send did not get through and is being tried again by itself: the visitor only waits.
  const [stillSending, setStillSending] = useState(false)

  // Focus moves to the first field in error once React has committed the errors (and any step the
  // caller showed with them), so the field has its aria-invalid and exists when it is looked for.
  const [focusRequest, setFocusRequest] = useState(0)
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])

  function meta(): LeadMetaInput {
    keyRef.current ??= crypto.randomUUID()
    return {
      attributionSessionId: readAttributionSessionId(),
      // The page's whole address (the caller's path is within the page's language), and that language,
      // which the lead keeps: the customer's emails and texts are written in it.
      sourcePage: localePath(locale, sourcePage),
      language: locale,
      idempotencyKey: fill?.idempotencyKey ?? keyRef.current,
      company_website: honeypot,
      startedAt: fill?.startedAt ?? startedRef.current,
    }
  }

  /** Shows `found` at their fields (none clears them) and the form's message, focusing the first field. */
  function showErrors(found: FieldErrorMap, message: string | null = null) {
    setErrors(found)
    setFormMessage(message)
    if (Object.keys(found).length > 0) setFocusRequest((request) => request + 1)
  }

  /**
   * What the form says of a refused send, in the page's language: the server's own explanation is
   * English, so a Spanish page says in its words that the fields need checking or that it was not sent.
   */
  function refusal({ message, fieldErrors }: LeadRefused): string {
    if (message === null) return words.unreachable
    if (Object.keys(fieldErrors).length > 0) return words.checkFields
    return locale === DEFAULT_LOCALE ? message : words.notSent
  }

  /**
   * Checks `answers` with the schema and shows the errors of the fields `shown` keeps (a wizard's
   * step checks its own fields); answers them.
   */
  async function check(
    answers: Record<string, unknown>,
    shown: (errors: FieldErrorMap) => FieldErrorMap = (all) => all,
  ): Promise<FieldErrorMap> {
    const found = shown(await checkLead(schema, { ...answers, ...meta() }))
    showErrors(found)
    return found
  }

  /**
   * Checks `answers` (plus the meta fields) with the schema, then sends them; answers the accepted
   * lead, or undefined when the form shows errors (given to `onErrors` too, so a wizard can show the
   * step that asks them). `send` builds the request (JSON by default); `formErrors` are the form's own
   * findings about what the schema does not see (an attached file), shown together with the schema's
   * so the visitor learns everything that is missing at once.
   */
  async function submit(
    endpoint: LeadEndpoint,
    answers: Record<string, unknown>,
    {
      send = (body) => ({ json: body }),
      formErrors = {},
      onErrors,
    }: {
      send?: (body: Record<string, unknown>) => LeadRequest
      formErrors?: FieldErrorMap
      onErrors?: (errors: FieldErrorMap) => void
    } = {},
  ): Promise<LeadAccepted | undefined> {
    if (sendingRef.current) return undefined
    // Held from the check on: the first check may wait for the schemas to load, and a second press
    // meanwhile must not send the lead twice.
    sendingRef.current = true
    try {
      const body = { ...answers, ...meta() }
      const found = { ...(await checkLead(schema, body)), ...formErrors }
      showErrors(found)
      if (Object.keys(found).length > 0) {
        onErrors?.(found)
        return undefined
      }
      setSending(true)
      const result = await postLead(endpoint, send(body), () => setStillSending(true))
      if (result.ok) return result
      showErrors(result.fieldErrors, refusal(result))
      onErrors?.(result.fieldErrors)
      return undefined
    } finally {
      sendingRef.current = false
      setSending(false)
      setStillSending(false)
    }
  }

  /**
   * Sends what the visitor gave so far as the page goes away (an unfinished estimate), with the meta
   * fields the full send carries (the same key, visit and page). Also while the full send is under way:
   * the page going may cut that request off, and the server keeps one lead whichever arrives first.
   */
  function beacon(endpoint: LeadEndpoint, schema: LeadSchemaName, answers: Record<string, unknown>): boolean {
    return sendLeadBeacon(endpoint, schema, { ...answers, ...meta() })
  }

  return {
    formRef,
    errors,
    formMessage,
    sending,
    stillSending,
    honeypot,
    setHoneypot,
    check,
    showErrors,
    submit,
    beacon,
    preload: preloadLeadChecks,
  }
}
