import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useHydrated } from '../../../lib/use-hydrated'
import { SelectField, TextField } from '../../../components/form-fields'
import { labelledOptions, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '@ecs/shared/catalog'
import {
  useDeleteWebhook,
  useDeliveries,
  useRegisterWebhook,
  useSendTestEvent,
  useSetWebhookActive,
  useWebhooks,
  type Webhook,
} from '../api/webhooks'
import { brandButton } from '../../../components/button-styles'

const eventLabel = (event: string) => WEBHOOK_EVENT_LABELS[event as WebhookEvent] ?? event
const quietButton =
  'rounded-md px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60'
const dangerButton =
  'rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60'

/**
 * Pause or resume a hook, and delete it after a confirmation in place (focus moves to the
 * confirmation and back to Delete on Cancel). Deleting keeps the hook's deliveries in the log.
 */
function HookActions({ hook }: { hook: Webhook }) {
  const setActive = useSetWebhookActive()
  const remove = useDeleteWebhook()
  const [confirming, setConfirming] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const deleteRef = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)
  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
    else if (wasConfirming.current) deleteRef.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])
  const paused = hook.active === false
  const error = setActive.error ?? remove.error
  return (
    <div className="flex flex-wrap items-center gap-2">
      {confirming ? (
        <div role="group" aria-label={`Delete ${hook.name}?`} className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-800">Delete this hook? Its deliveries stay in the log.</span>
          <button
            ref={confirmRef}
            type="button"
            className={dangerButton}
            disabled={remove.isPending}
            onClick={() => remove.mutate(hook.id, { onError: () => setConfirming(false) })}
          >
            Yes, delete <span className="sr-only">{hook.name}</span>
          </button>
          <button type="button" className={quietButton} onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      ) : (
        <>
          <button
            type="button"
            className={quietButton}
            disabled={setActive.isPending}
            onClick={() => setActive.mutate({ hookId: hook.id, active: paused })}
          >
            {paused ? 'Resume' : 'Pause'} <span className="sr-only">{hook.name}</span>
          </button>
          <button ref={deleteRef} type="button" className={quietButton} onClick={() => setConfirming(true)}>
            Delete <span className="sr-only">{hook.name}</span>
          </button>
        </>
      )}
      {error ? (
        <p role="alert" className="w-full text-sm text-red-800">
          {error.message}
        </p>
      ) : null}
    </div>
  )
}

/** The registered hooks, each with a button that sends it a sample event. */
export function WebhookList() {
  const hooks = useWebhooks()
  const sendTest = useSendTestEvent()
  const [sentTo, setSentTo] = useState<string | null>(null)
  if (hooks.isPending) return <p>Loading hooks…</p>
  if (hooks.error) return <p role="alert">Could not load the hooks: {hooks.error.message}. Staff sign-in is needed.</p>
  if (hooks.data.docs.length === 0)
    return <p className="text-slate-700">No hooks yet. Register a Zapier catch-hook URL below.</p>
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Registered hooks</caption>
          {/* On a phone each hook is a block of its own, labelled in place, instead of a wide row. */}
          <thead className="max-sm:sr-only">
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">
                Name
              </th>
              <th scope="col" className="py-2 pr-3">
                Event
              </th>
              <th scope="col" className="py-2 pr-3">
                URL
              </th>
              <th scope="col" className="py-2 pr-3">
                State
              </th>
              <th scope="col" className="py-2">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {hooks.data.docs.map((hook) => (
              <tr key={hook.id} className="border-b border-slate-200 max-sm:block max-sm:py-3">
                <td className="py-2 pr-3 max-sm:block max-sm:py-0.5 max-sm:font-semibold">{hook.name}</td>
                <td className="py-2 pr-3 max-sm:block max-sm:py-0.5">
                  <span className="sm:hidden">Event: </span>
                  {eventLabel(hook.event)}
                </td>
                <td className="max-w-xs truncate py-2 pr-3 font-mono max-sm:block max-sm:max-w-full max-sm:py-0.5">
                  {hook.url}
                </td>
                <td className="py-2 pr-3 max-sm:block max-sm:py-0.5">
                  <span className="sm:hidden">State: </span>
                  {hook.active === false ? 'Paused' : 'Active'}
                </td>
                <td className="space-y-2 py-2 max-sm:block">
                  <button
                    type="button"
                    className={brandButton.compact}
                    disabled={sendTest.isPending}
                    onClick={() => sendTest.mutate(hook.id, { onSuccess: () => setSentTo(hook.name) })}
                  >
                    Send test event <span className="sr-only">to {hook.name}</span>
                  </button>
                  <HookActions hook={hook} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div aria-live="polite">
        {sentTo ? (
          <p className="text-sm text-slate-800">
            Test event queued for {sentTo}; see its delivery below within a few seconds.
          </p>
        ) : null}
        {sendTest.error ? (
          <p role="alert" className="text-sm text-red-800">
            {sendTest.error.message}
          </p>
        ) : null}
      </div>
    </div>
  )
}

export function RegisterWebhookForm() {
  const register = useRegisterWebhook()
  const [name, setName] = useState('')
  const [event, setEvent] = useState('')
  const [url, setUrl] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})

  function onSubmit(submitted: FormEvent) {
    submitted.preventDefault()
    const found: Record<string, string> = {}
    if (!name.trim()) found.name = 'Please name the hook, e.g. "Estimates to CRM".'
    if (!event) found.event = 'Please choose the event to send.'
    if (!/^https?:\/\/\S+$/.test(url.trim()))
      found.url = 'Please paste the full URL, like https://hooks.zapier.com/hooks/catch/…'
    setErrors(found)
    if (Object.keys(found).length) return
    register.mutate(
      { name: name.trim(), event: event as WebhookEvent, url: url.trim() },
      {
        onSuccess: () => {
          setName('')
          setEvent('')
          setUrl('')
        },
      },
    )
  }

  const hydrated = useHydrated()
  return (
    <form onSubmit={onSubmit} noValidate className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
      <fieldset disabled={!hydrated} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label="Name"
          value={name}
          onChange={setName}
          error={errors.name}
          required
          maxLength={100}
        />
        <SelectField
          name="event"
          label="Event"
          value={event}
          onChange={setEvent}
          options={labelledOptions(WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS)}
          error={errors.event}
          required
        />
        <div className="sm:col-span-2">
          <TextField
            name="url"
            label="Catch-hook URL"
            value={url}
            onChange={setUrl}
            error={errors.url}
            required
            maxLength={2000}
            hint="Each delivery is signed: X-Clearview-Signature = sha256=HMAC(secret, body); the secret is in the CMS."
          />
        </div>
        <div className="sm:col-span-2" aria-live="polite">
          <button type="submit" className={brandButton.compact} disabled={register.isPending}>
            {register.isPending ? 'Registering…' : 'Register hook'}
          </button>
          {register.error ? (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {register.error.message}
            </p>
          ) : null}
          {register.isSuccess ? <p className="mt-2 text-sm text-slate-800">Hook registered.</p> : null}
        </div>
      </fieldset>
    </form>
  )
}

/** The latest deliveries: status, attempts, response code and the last error, as the queue logs them. */
export function DeliveriesTable() {
  const deliveries = useDeliveries()
  if (deliveries.isPending) return <p>Loading deliveries…</p>
  if (deliveries.error) return <p role="alert">Could not load deliveries: {deliveries.error.message}</p>
  if (deliveries.data.docs.length === 0) return <p className="text-slate-700">No deliveries yet.</p>
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Latest deliveries">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Latest deliveries</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-3">
              When
            </th>
            <th scope="col" className="py-2 pr-3">
              Hook
            </th>
            <th scope="col" className="py-2 pr-3">
              Event
            </th>
            <th scope="col" className="py-2 pr-3">
              Status
            </th>
            <th scope="col" className="py-2 pr-3">
              Attempts
            </th>
            <th scope="col" className="py-2 pr-3">
              Response
            </th>
            <th scope="col" className="py-2">
              Last error
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.docs.map((delivery) => (
            <tr key={delivery.id} className="border-b border-slate-200">
              <td className="py-2 pr-3">{new Date(delivery.lastAttemptAt ?? delivery.createdAt).toLocaleString()}</td>
              <td className="py-2 pr-3">
                {delivery.webhook === null
                  ? `${delivery.hookName ?? 'A hook'} (deleted)`
                  : typeof delivery.webhook === 'object'
                    ? delivery.webhook.name
                    : (delivery.hookName ?? `#${delivery.webhook}`)}
              </td>
              <td className="py-2 pr-3">
                {eventLabel(delivery.event)}
                {delivery.test ? ' (test)' : ''}
              </td>
              <td className="py-2 pr-3">{delivery.status}</td>
              <td className="py-2 pr-3">{delivery.attempts}</td>
              <td className="py-2 pr-3">{delivery.responseCode ?? '–'}</td>
              <td className="py-2">{delivery.lastError ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
