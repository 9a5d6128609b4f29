import { apiPath } from '@ecs/shared/api'
import { ProblemError } from '@ecs/shared/http'
import { quoteAcceptSchema, type CustomerQuote, type QuoteView } from '@ecs/shared/quotes'
import { paths } from '@ecs/shared/routes'
import { fieldErrors, formatCents } from '@ecs/shared/schemas'
import { useState, type FormEvent, type ReactNode } from 'react'
import { AcceptTerms } from '../../../components/accept-terms'
import { brandButton, outlineButton } from '../../../components/button-styles'
import { TextField } from '../../../components/form-fields'
import { LinkRefused } from '../../../components/link-refused'
import { useCustomerQuote, useDepositCheckout, useQuoteAnswer } from '../api/customer-quote'

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6'

const QUOTE_LINK_REFUSED = {
  expired: 'This quote link has expired',
  invalid: 'This quote link is not valid',
  failed: 'We could not open your quote',
}

function QuoteLines({ quote }: { quote: QuoteView }) {
  return (
    <section aria-labelledby="quote-lines" className={card}>
      <h2 id="quote-lines" className="text-lg font-bold text-slate-900">
        What we will do
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {quote.lines.map((line, index) => (
          <li key={index} className="flex flex-wrap items-baseline justify-between gap-x-4 py-3">
            <span className="min-w-0 flex-1 text-slate-900">
              {line.description}
              <span className="block text-sm text-slate-600">
                {line.quantity} × {formatCents(line.unitCents)}
                {line.discountCents > 0
                  ? `, less ${formatCents(line.discountCents)} ${quote.planName} discount (${quote.planDiscountPercent}%)`
                  : ''}
              </span>
            </span>
            <span className="font-semibold text-slate-900">{formatCents(line.lineCents - line.discountCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-slate-300 pt-3">
        {quote.totals.discountCents > 0 && (
          <div className="flex justify-between text-slate-700">
            <dt>Plan discount</dt>
            <dd>-{formatCents(quote.totals.discountCents)}</dd>
          </div>
        )}
        <div className="flex justify-between text-lg font-bold text-slate-900">
          <dt>Total</dt>
          <dd data-testid="quote-total">{formatCents(quote.totals.totalCents)}</dd>
        </div>
        {quote.totals.depositCents > 0 && (
          <div className="flex justify-between text-slate-700">
            <dt>Deposit to book the job</dt>
            <dd>{formatCents(quote.totals.depositCents)}</dd>
          </div>
        )}
      </dl>
      {quote.notes && <p className="mt-4 whitespace-pre-line text-slate-700">{quote.notes}</p>}
    </section>
  )
}

function problemMessage(error: unknown, fallback: string): { form: string; fields: Record<string, string> } {
  const details = error instanceof ProblemError ? error.details : undefined
  const fields: Record<string, string> = {}
  for (const fieldError of details?.errors ?? []) fields[fieldError.field] ??= fieldError.message
  return { form: details?.detail ?? fallback, fields }
}

function AcceptForm({ token }: { token: string }) {
  const accept = useQuoteAnswer('quoteAccept', token)
  const [name, setName] = useState('')
  const [terms, setTerms] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = quoteAcceptSchema.safeParse({ name, acceptTerms: terms })
    if (!checked.success) {
      setErrors(Object.fromEntries(fieldErrors(checked.error).map((error) => [error.field, error.message])))
      return
    }
    setErrors({})
    try {
      await accept.mutateAsync(checked.data)
    } catch (error) {
      const { form, fields } = problemMessage(error, 'Your acceptance did not reach us. Please try again.')
      setErrors({ ...fields, form })
    }
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="accept-title" className={`${card} space-y-4`}>
      <h2 id="accept-title" className="text-lg font-bold text-slate-900">
        Accept this quote
      </h2>
      <TextField
        name="name"
        label="Your full name, as your signature"
        value={name}
        onChange={setName}
        error={errors.name}
        autoComplete="name"
        maxLength={200}
        required
      />
      <AcceptTerms
        checked={terms}
        onChange={setTerms}
        error={errors.acceptTerms}
        termsHref={paths.termsOfService()}
        termsName="terms of service"
      />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {errors.form}
        </p>
      )}
      <button type="submit" className={`${brandButton.medium} w-full sm:w-auto`} disabled={accept.isPending}>
        Accept the quote
      </button>
    </form>
  )
}

function MessageForm({ token, kind }: { token: string; kind: 'decline' | 'question' }) {
  const decline = useQuoteAnswer('quoteDecline', token)
  const ask = useQuoteAnswer('quoteQuestion', token)
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const [sent, setSent] = useState(false)
  const words =
    kind === 'decline'
      ? { title: 'Not for you?', label: 'Tell us why the quote does not suit you', button: 'Decline the quote' }
      : { title: 'A question?', label: 'Your question', button: 'Send the question' }
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return setError(kind === 'decline' ? 'Please tell us why.' : 'Please write your question.')
    setError(undefined)
    try {
      if (kind === 'decline') await decline.mutateAsync({ reason: text })
      else await ask.mutateAsync({ question: text })
      setSent(true)
      setText('')
    } catch (failure) {
      const { form, fields } = problemMessage(failure, 'Your message did not reach us. Please try again.')
      setError(fields.reason ?? fields.question ?? form)
    }
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${kind}-title`} className={`${card} space-y-3`}>
      <h2 id={`${kind}-title`} className="text-lg font-bold text-slate-900">
        {words.title}
      </h2>
      <TextField
        name={kind === 'decline' ? 'reason' : 'question'}
        label={words.label}
        value={text}
        onChange={setText}
        error={error}
        multiline
        maxLength={kind === 'decline' ? 1000 : 2000}
        required
      />
      {sent && kind === 'question' && (
        <p role="status" className="text-sm text-green-800">
          Thank you: the office has your question and will answer you.
        </p>
      )}
      <button type="submit" className={outlineButton} disabled={decline.isPending || ask.isPending}>
        {words.button}
      </button>
    </form>
  )
}

function Deposit({ token, page, confirming }: { token: string; page: CustomerQuote; confirming: boolean }) {
  const checkout = useDepositCheckout(token)
  const [error, setError] = useState<string>()
  const { quote } = page
  if (quote.depositPaidAt)
    return (
      <p role="status" className={`${card} font-semibold text-green-800`}>
        Your deposit of {formatCents(quote.totals.depositCents)} is paid. Thank you: the office will confirm your job.
      </p>
    )
  if (confirming)
    return (
      <p role="status" className={card}>
        Thank you for paying. We are confirming your deposit with the card processor; this takes a few seconds.
      </p>
    )
  if (!page.canPayDeposit) return null
  const pay = async () => {
    try {
      window.location.assign((await checkout.mutateAsync()).url)
    } catch (failure) {
      setError(problemMessage(failure, 'The payment page did not open. Please try again, or pay by phone.').form)
    }
  }
  return (
    <section aria-labelledby="deposit-title" className={`${card} space-y-3`}>
      <h2 id="deposit-title" className="text-lg font-bold text-slate-900">
        Pay the deposit
      </h2>
      <p className="text-slate-700">
        A deposit of {formatCents(quote.totals.depositCents)} books your job. You will type your card on Stripe&apos;s
        secure page.
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={pay}
        className={`${brandButton.medium} w-full sm:w-auto`}
        disabled={checkout.isPending}
      >
        Pay the {formatCents(quote.totals.depositCents)} deposit
      </button>
    </section>
  )
}

/**
 * A customer's quote behind its signed link, phone first: the lines and totals, the PDF, and what they
 * can do with it (accept by typing their name and ticking the terms, decline with a reason, ask a
 * question, pay the deposit once accepted).
 */
export function CustomerQuoteView({
  token,
  confirmingDeposit,
  phoneLink,
}: {
  token: string
  confirmingDeposit: boolean
  phoneLink: ReactNode
}) {
  const { data: page, error, isPending } = useCustomerQuote(token, confirmingDeposit)
  if (isPending)
    return (
      <p role="status" className="text-slate-700">
        Opening your quote…
      </p>
    )
  if (error || !page) return <LinkRefused error={error} phoneLink={phoneLink} headings={QUOTE_LINK_REFUSED} />
  const { quote } = page
  return (
    <div className="space-y-5">
      <section aria-labelledby="quote-title" className={card}>
        <h2 id="quote-title" className="text-xl font-bold text-slate-900">
          Quote {quote.number}
        </h2>
        <p className="mt-1 text-slate-700">
          From {quote.office.name}
          {quote.customerName ? ` for ${quote.customerName}` : ''}. Issued {quote.issuedOn}, valid until{' '}
          {quote.validUntil}.
        </p>
        {quote.address && <p className="text-slate-700">{quote.address}</p>}
        <a
          href={apiPath('quotePdf', { params: { token } })}
          download={`${quote.number}.pdf`}
          className={`${outlineButton} mt-3 inline-block`}
        >
          Download the PDF
        </a>
      </section>
      <QuoteLines quote={quote} />
      {quote.status === 'accepted' && (
        <p role="status" className={`${card} text-slate-900`}>
          You accepted this quote as {quote.acceptedName} on {quote.acceptedAt?.slice(0, 10)}.
        </p>
      )}
      {quote.status === 'declined' && (
        <p role="status" className={card}>
          You declined this quote. If you change your mind, call us on {phoneLink}.
        </p>
      )}
      {quote.status === 'accepted' && <Deposit token={token} page={page} confirming={confirmingDeposit} />}
      {page.canAnswer && (
        <>
          <AcceptForm token={token} />
          <MessageForm token={token} kind="question" />
          <MessageForm token={token} kind="decline" />
        </>
      )}
    </div>
  )
}
