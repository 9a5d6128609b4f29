import { ProblemError } from '@ecs/shared/http'
import { parseDollars } from '@ecs/shared/payments'
import {
  DEFAULT_DEPOSIT_PERCENT,
  QUOTE_STATUS_LABELS,
  quoteTotals,
  type LeadQuotes,
  type QuoteDeposit,
  type QuoteDraftInput,
  type QuoteView,
} from '@ecs/shared/quotes'
import { formatCents } from '@ecs/shared/schemas'
import { useId, useState, type FormEvent } from 'react'
import { brandButton, outlineButton } from '../../../components/button-styles'
import { useLeadQuotes, useSaveQuote, useSendQuote } from '../api/lead-quotes'

const input =
  'block w-full rounded-md border border-slate-400 px-2 py-1.5 text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700'

type Line =
  | { kind: 'service'; service: number; quantity: number }
  | { kind: 'free'; description: string; quantity: number; price: string }

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

function linesOf(quote: QuoteView): Line[] {
  return quote.lines.map((line) =>
    line.kind === 'service' && line.service !== null
      ? { kind: 'service', service: line.service, quantity: line.quantity }
      : {
          kind: 'free',
          description: line.description,
          quantity: line.quantity,
          price: (line.unitCents / 100).toFixed(2),
        },
  )
}

function QuoteForm({
  leadId,
  offer,
  from,
  onDone,
}: {
  leadId: number
  offer: LeadQuotes
  from?: QuoteView
  onDone: () => void
}) {
  const id = useId()
  const save = useSaveQuote(leadId)
  const [lines, setLines] = useState<Line[]>(from ? linesOf(from) : [])
  const [notes, setNotes] = useState(from?.notes ?? '')
  const [deposit, setDeposit] = useState<QuoteDeposit>(from?.deposit ?? offer.defaultDeposit)
  const [validUntil, setValidUntil] = useState(from && from.validUntil >= inAMonth() ? from.validUntil : inAMonth())
  const [errors, setErrors] = useState<string[]>([])
  const unitOf = (line: Line) =>
    line.kind === 'service'
      ? (offer.catalog.find((service) => service.id === line.service)?.unitCents ?? 0)
      : (parseDollars(line.price) ?? 0)
  // The same function the server stores the totals with: the preview is what will be saved.
  const preview = quoteTotals(
    lines.map((line) => ({ quantity: line.quantity, unitCents: unitOf(line), discountable: line.kind === 'service' })),
    offer.planDiscountPercent,
    deposit,
  )
  const update = (index: number, change: Partial<Line>) =>
    setLines((current) => current.map((line, at) => (at === index ? ({ ...line, ...change } as Line) : line)))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const draft: QuoteDraftInput = {
      lines: lines.map((line) =>
        line.kind === 'service'
          ? line
          : {
              kind: 'free',
              description: line.description,
              quantity: line.quantity,
              unitCents: parseDollars(line.price) ?? Number.NaN,
            },
      ),
      notes: notes || undefined,
      deposit,
      validUntil,
      replaces: from?.id,
    }
    try {
      await save.mutateAsync(draft)
      onDone()
    } catch (error) {
      const details = error instanceof ProblemError ? error.details : undefined
      setErrors(
        details?.errors?.map((fieldError) => `${fieldError.field}: ${fieldError.message}`) ?? [
          details?.detail ?? 'The quote was not saved. Please try again.',
        ],
      )
    }
  }
  return (
    <form onSubmit={submit} aria-label={from ? `New version of ${from.number}` : 'New quote'} className="space-y-3">
      {lines.length === 0 && <p className="text-sm text-slate-700">Add a service from the catalog or a free line.</p>}
      {lines.map((line, index) => (
        <fieldset
          key={index}
          className="grid gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-[1fr_6rem_auto]"
        >
          <legend className="sr-only">Line {index + 1}</legend>
          {line.kind === 'service' ? (
            <label className="text-sm">
              Service
              <select
                className={input}
                value={line.service}
                onChange={(event) => update(index, { service: Number(event.target.value) })}
              >
                {offer.catalog.map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.name} · {formatCents(service.unitCents)}
                    {service.unit ? ` ${service.unit}` : ''}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <div className="grid gap-2 sm:grid-cols-[1fr_7rem]">
              <label className="text-sm">
                What it is
                <input
                  className={input}
                  value={line.description}
                  maxLength={200}
                  onChange={(event) => update(index, { description: event.target.value })}
                />
              </label>
              <label className="text-sm">
                Price (USD)
                <input
                  className={input}
                  inputMode="decimal"
                  value={line.price}
                  onChange={(event) => update(index, { price: event.target.value })}
                />
              </label>
            </div>
          )}
          <label className="text-sm">
            Quantity
            <input
              className={input}
              type="number"
              min={1}
              max={1000}
              value={line.quantity}
              onChange={(event) => update(index, { quantity: Number(event.target.value) })}
            />
          </label>
          <button
            type="button"
            className={`${outlineButton} self-end`}
            onClick={() => setLines((current) => current.filter((_, at) => at !== index))}
          >
            Remove
          </button>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={outlineButton}
          disabled={offer.catalog.length === 0}
          onClick={() =>
            setLines((current) => [...current, { kind: 'service', service: offer.catalog[0]!.id, quantity: 1 }])
          }
        >
          Add a service
        </button>
        <button
          type="button"
          className={outlineButton}
          onClick={() => setLines((current) => [...current, { kind: 'free', description: '', quantity: 1, price: '' }])}
        >
          Add a free line
        </button>
      </div>
      <div className="grid gap-2 sm:grid-cols-3">
        <label className="text-sm">
          Deposit
          <select
            className={input}
            value={deposit.type}
            onChange={(event) =>
              setDeposit(
                event.target.value === 'fixed'
                  ? { type: 'fixed', cents: preview.depositCents }
                  : {
                      type: 'percent',
                      percent:
                        offer.defaultDeposit.type === 'percent'
                          ? offer.defaultDeposit.percent
                          : DEFAULT_DEPOSIT_PERCENT,
                    },
              )
            }
          >
            <option value="percent">A percentage</option>
            <option value="fixed">A fixed amount</option>
          </select>
        </label>
        <label className="text-sm">
          {deposit.type === 'percent' ? 'Percent' : 'Amount (USD)'}
          <input
            className={input}
            inputMode="decimal"
            value={deposit.type === 'percent' ? deposit.percent : (deposit.cents / 100).toFixed(2)}
            onChange={(event) =>
              setDeposit(
                deposit.type === 'percent'
                  ? { type: 'percent', percent: Number(event.target.value) }
                  : { type: 'fixed', cents: parseDollars(event.target.value) ?? 0 },
              )
            }
          />
        </label>
        <label className="text-sm">
          Valid until
          <input
            className={input}
            type="date"
            value={validUntil}
            onChange={(event) => setValidUntil(event.target.value)}
          />
        </label>
      </div>
      <label htmlFor={`${id}-notes`} className="block text-sm">
        Notes for the customer
      </label>
      <textarea
        id={`${id}-notes`}
        className={input}
        rows={3}
        maxLength={2000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <p className="text-sm text-slate-800" aria-live="polite">
        {offer.planName && `${offer.planName} member: ${offer.planDiscountPercent}% off catalog services. `}
        Total <strong data-testid="quote-preview-total">{formatCents(preview.totalCents)}</strong>, deposit{' '}
        {formatCents(preview.depositCents)}.
      </p>
      {errors.length > 0 && (
        <ul role="alert" className="list-disc pl-5 text-sm text-red-800">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <button type="submit" className={brandButton.small} disabled={save.isPending || lines.length === 0}>
          {save.isPending ? 'Saving…' : 'Save the quote'}
        </button>
        <button type="button" className={outlineButton} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  )
}

function QuoteRow({ quote, leadId, onChange }: { quote: QuoteView; leadId: number; onChange: () => void }) {
  const send = useSendQuote(leadId)
  const [message, setMessage] = useState<string>()
  const sendable = quote.status === 'draft' || quote.status === 'sent'
  const sendIt = async () => {
    try {
      const { sentTo } = await send.mutateAsync(quote.id)
      setMessage(`Sent to ${sentTo}.`)
    } catch (error) {
      setMessage(error instanceof ProblemError ? error.details.detail : 'Not sent. Please try again.')
    }
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span>
        <span className="font-mono">{quote.number}</span> v{quote.version} · {QUOTE_STATUS_LABELS[quote.status]} ·{' '}
        <strong>{formatCents(quote.totals.totalCents)}</strong>
        {quote.depositPaidAt && ' · deposit paid'}
        {message && (
          <span role="status" className="block text-sm text-slate-700">
            {message}
          </span>
        )}
      </span>
      {sendable && (
        <span className="flex gap-2">
          <button type="button" className={brandButton.compact} onClick={sendIt} disabled={send.isPending}>
            {quote.status === 'sent' ? 'Send again' : 'Send by email'}
          </button>
          <button type="button" className={outlineButton} onClick={onChange}>
            Change (new version)
          </button>
        </span>
      )}
    </li>
  )
}

/** The lead page's quotes: every version sent or saved, and the builder for a new quote or a new version. */
export function QuoteBuilder({ leadId }: { leadId: number }) {
  const { data: offer, error } = useLeadQuotes(leadId)
  const [editing, setEditing] = useState<{ from?: QuoteView } | null>(null)
  if (error) return <p className="text-sm text-red-800">The quotes did not load. Reload the page to try again.</p>
  if (!offer) return <p className="text-sm text-slate-700">Loading the quotes…</p>
  const latest = new Map<string, QuoteView>()
  for (const quote of offer.quotes) if (!latest.has(quote.number)) latest.set(quote.number, quote)
  return (
    <div className="space-y-3">
      {offer.quotes.length > 0 && (
        <ul className="divide-y divide-slate-200 text-sm">
          {[...latest.values()].map((quote) => (
            <QuoteRow key={quote.id} quote={quote} leadId={leadId} onChange={() => setEditing({ from: quote })} />
          ))}
        </ul>
      )}
      {editing ? (
        <QuoteForm
          key={editing.from?.id ?? 'new'}
          leadId={leadId}
          offer={offer}
          from={editing.from}
          onDone={() => setEditing(null)}
        />
      ) : (
        <button type="button" className={brandButton.small} onClick={() => setEditing({})}>
          New quote
        </button>
      )}
    </div>
  )
}
