import {
  LEDGER_ENTRY_KINDS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  dayOf,
  parseDollars,
  type LedgerEntryKind,
  type LedgerRow,
  type PaymentMethod,
} from '@ecs/shared/payments'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { FieldMessage } from '../../../components/form-fields'
import { useToast } from '../../../components/toast'
import { problemOf, useRecordEntry } from '../api/record-entry'
import { brandButton } from '../../../components/button-styles'

const control =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700'
const label = 'block text-sm font-medium text-slate-900'

/** The server's field names, as this form names its inputs; any other refusal is said for the whole form. */
const FORM_FIELD: Record<string, string> = {
  amountCents: 'amount',
  method: 'method',
  receivedOn: 'receivedOn',
  note: 'note',
}

/**
 * Records a check, cash, bank or card payment (or a refund) for one row's account: amount in dollars
 * (kept as whole cents), method, the day it came, a note. One key per form fill, so a double click or a
 * retry is one entry.
 */
export function RecordEntryForm({ row, onDone }: { row: LedgerRow; onDone: () => void }) {
  const id = useId()
  const toast = useToast()
  const record = useRecordEntry()
  const key = useRef(crypto.randomUUID())
  const [kind, setKind] = useState<LedgerEntryKind>('payment')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const formElement = useRef<HTMLFormElement>(null)
  // Opened from a row further down: bring the form into view and start at the amount.
  useEffect(() => {
    formElement.current?.scrollIntoView({ block: 'nearest' })
    formElement.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus()
  }, [])
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const amountCents = parseDollars(String(form.get('amount') ?? ''))
    if (amountCents === undefined || amountCents === 0) {
      setErrors({ amount: 'Enter the amount in dollars and cents, like 89.00.' })
      return
    }
    setErrors({})
    try {
      await record.mutateAsync({
        idempotencyKey: key.current,
        kind,
        amountCents,
        method: String(form.get('method')) as PaymentMethod,
        receivedOn: String(form.get('receivedOn')),
        note: String(form.get('note') ?? ''),
        account: row.account,
      })
      toast({ tone: 'success', title: `${kind === 'refund' ? 'Refund' : 'Payment'} recorded for ${row.customer}` })
      onDone()
    } catch (error) {
      const problem = problemOf(error)
      const found: Record<string, string> = {}
      for (const fieldError of problem?.errors ?? []) found[FORM_FIELD[fieldError.field] ?? 'form'] = fieldError.message
      if (Object.keys(found).length === 0) found.form = problem?.detail ?? 'Not saved. Please try again.'
      setErrors(found)
    }
  }
  return (
    <form
      ref={formElement}
      onSubmit={onSubmit}
      aria-label={`Record a payment for ${row.what}`}
      className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4"
    >
      <h2 className="font-semibold text-slate-900">
        Record for {row.what} · {row.customer} <span className="font-mono text-sm">({row.reference})</span>
      </h2>
      <fieldset className="flex gap-4">
        <legend className="sr-only">Payment or refund</legend>
        {LEDGER_ENTRY_KINDS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="kind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
              className="accent-brand-700"
            />
            {value === 'payment' ? 'Payment' : 'Refund'}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-4">
        <div>
          <label htmlFor={`${id}-amount`} className={label}>
            Amount ($)
          </label>
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            required
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={`${id}-amount-message`}
            className={control}
          />
          <FieldMessage id={`${id}-amount-message`} error={errors.amount} />
        </div>
        <div>
          <label htmlFor={`${id}-method`} className={label}>
            Method
          </label>
          <select
            id={`${id}-method`}
            name="method"
            defaultValue="check"
            aria-invalid={errors.method ? true : undefined}
            aria-describedby={`${id}-method-message`}
            className={control}
          >
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
          <FieldMessage id={`${id}-method-message`} error={errors.method} />
        </div>
        <div>
          <label htmlFor={`${id}-date`} className={label}>
            Received on
          </label>
          <input
            id={`${id}-date`}
            name="receivedOn"
            type="date"
            required
            defaultValue={dayOf(new Date())}
            aria-invalid={errors.receivedOn ? true : undefined}
            aria-describedby={`${id}-date-message`}
            className={control}
          />
          <FieldMessage id={`${id}-date-message`} error={errors.receivedOn} />
        </div>
        <div>
          <label htmlFor={`${id}-note`} className={label}>
            Note (optional)
          </label>
          <input
            id={`${id}-note`}
            name="note"
            maxLength={500}
            placeholder="Check number"
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={`${id}-note-message`}
            className={control}
          />
          <FieldMessage id={`${id}-note-message`} error={errors.note} />
        </div>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {errors.form}
        </p>
      )}
      <div className="flex gap-3">
        <button type="submit" disabled={record.isPending} className={brandButton.small}>
          {record.isPending ? 'Saving…' : kind === 'refund' ? 'Record refund' : 'Record payment'}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="rounded-md border border-slate-400 bg-white px-3 py-2 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Cancel
        </button>
      </div>
    </form>
  )
}
