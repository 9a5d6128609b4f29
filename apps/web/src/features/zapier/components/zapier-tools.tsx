import { useState, type FormEvent } from 'react'
import { useHydrated } from '../../../lib/use-hydrated'
import { SelectField, TextField } from '../../../components/form-fields'
import { labelledOptions, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '@ecs/shared/catalog'
import { useDeliveries, useRegisterWebhook, useSendTestEvent, useWebhooks } from '../api/webhooks'

const eventLabel = (event: string) => WEBHOOK_EVENT_LABELS[event as WebhookEvent] ?? event
const button =
  'rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60'

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
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Registered hooks</caption>
        <thead>
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
            <th scope="col" className="py-2">
              Test
            </th>
          </tr>
        </thead>
        <tbody>
          {hooks.data.docs.map((hook) => (
            <tr key={hook.id} className="border-b border-slate-200">
              <td className="py-2 pr-3">
                {hook.name}
                {hook.active === false ? ' (paused)' : ''}
              </td>
              <td className="py-2 pr-3">{eventLabel(hook.event)}</td>
              <td className="max-w-xs truncate py-2 pr-3 font-mono">{hook.url}</td>
              <td className="py-2">
                <button
                  type="button"
                  className={button}
                  disabled={sendTest.isPending}
                  onClick={() => sendTest.mutate(hook.id, { onSuccess: () => setSentTo(hook.name) })}
                >
                  Send test event <span className="sr-only">to {hook.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
      { name: name.trim(), event, url: url.trim() },
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
          <button type="submit" className={button} disabled={register.isPending}>
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
              {typeof delivery.webhook === 'object' ? delivery.webhook.name : `#${delivery.webhook}`}
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
  )
}
