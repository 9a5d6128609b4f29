import { ProblemError } from '@ecs/shared/http'
import { checkoutSchema, parseDollars, type CheckoutRequestInput } from '@ecs/shared/payments'
import { fieldErrors } from '@ecs/shared/schemas'
import { useRef, useState, type FormEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { ChoiceGroup, TextField } from '../../../components/form-fields'
import { useStartCheckout } from '../api/checkout'
import { brandButton } from '../../../components/button-styles'
import { useLocale } from '../../../lib/locale'
import { useMessages } from '../../../lib/messages'
import { useHydrated } from '../../../lib/use-hydrated'
import { checkoutRefusal, FORM_FIELD } from '../lib/checkout-refusal'

type PayFor = CheckoutRequestInput['payFor']['type']

const PAY_FOR: readonly PayFor[] = ['invoice', 'signup']

/**
 * Pay by card online: what the payment is for and the amount (read as whole cents, never a float), then
 * the browser goes to Stripe's hosted payment page, where the card is typed: no card field is ever on
 * this site (/card-data-policy). Stripe returns the customer to /payment/received in the page's language, or here with
 * `?checkout=cancelled`. One key per form fill: a double click or a retry opens the same payment page.
 */
export function CheckoutForm() {
  const { search } = useLocation()
  const cancelled = new URLSearchParams(search).get('checkout') === 'cancelled'
  const start = useStartCheckout()
  const key = useRef<string | null>(null)
  const [payFor, setPayFor] = useState<PayFor>('invoice')
  const [number, setNumber] = useState('')
  const [amount, setAmount] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [leaving, setLeaving] = useState(false)
  const { payment: said, form: formWords } = useMessages()
  const locale = useLocale()
  // Until the page is hydrated a choice would be the browser's alone, lost when React takes over.
  const hydrated = useHydrated()

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    key.current ??= crypto.randomUUID()
    const request = {
      idempotencyKey: key.current,
      payFor: payFor === 'invoice' ? { type: payFor, number } : { type: payFor, reference: number },
      amountCents: parseDollars(amount) ?? Number.NaN,
      language: locale,
    }
    const checked = checkoutSchema.safeParse(request)
    const found: Record<string, string> = {}
    if (!checked.success)
      for (const error of fieldErrors(checked.error)) found[FORM_FIELD[error.field] ?? 'form'] ??= error.message
    setErrors(found)
    if (!checked.success) return
    try {
      const { url } = await start.mutateAsync(request)
      setLeaving(true)
      window.location.assign(url)
    } catch (error) {
      setErrors(checkoutRefusal(error instanceof ProblemError ? error.details : undefined, said))
    }
  }

  const busy = start.isPending || leaving
  const textField = payFor === 'invoice' ? 'number' : 'reference'
  return (
    <section id="pay-online" aria-labelledby="pay-online-title" className="mx-auto max-w-3xl px-4 pt-12">
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h2 id="pay-online-title" className="text-2xl font-bold text-slate-900">
          {said.byCard}
        </h2>
        {cancelled && (
          <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
            {said.cancelled}
          </p>
        )}
        <p className="mt-2 text-slate-700">{said.onStripe}</p>
        <form onSubmit={onSubmit} noValidate className="mt-6" aria-describedby="pay-online-title">
          <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
            <ChoiceGroup
              name="payFor"
              legend={said.whatPaying}
              type="radio"
              options={PAY_FOR.map((value) => ({ value, ...said.payFor[value] }))}
              selected={[payFor]}
              onToggle={(value) => {
                setPayFor(value as PayFor)
                setErrors({})
              }}
              error={errors.payFor}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                key={textField}
                name={textField}
                label={payFor === 'invoice' ? said.invoiceNumber : said.signupReference}
                value={number}
                onChange={setNumber}
                error={errors[textField]}
                hint={payFor === 'invoice' ? said.invoiceHint : said.referenceHint}
                autoComplete="off"
                maxLength={40}
                required
              />
              <TextField
                name="amount"
                label={said.amount}
                value={amount}
                onChange={setAmount}
                error={errors.amount}
                hint={said.amountHint}
                inputMode="decimal"
                autoComplete="off"
                required
              />
            </div>
            {errors.form && (
              <p role="alert" className="font-medium text-red-800">
                {errors.form}
              </p>
            )}
            <button
              type="submit"
              disabled={busy}
              className={`inline-flex items-center justify-center ${brandButton.large}`}
            >
              {!hydrated ? formWords.gettingReady : busy ? said.opening : said.continue}
            </button>
          </fieldset>
        </form>
      </div>
    </section>
  )
}
