import { apiPath } from '@ecs/shared/api'
import { problemType, ProblemError } from '@ecs/shared/http'
import { quoteAcceptSchema, type CustomerQuote, type QuoteView } from '@ecs/shared/quotes'
import { localePath, paths } from '@ecs/shared/routes'
import { fieldErrors, formatCents } from '@ecs/shared/schemas'
import { useState, type FormEvent, type ReactNode } from 'react'
import { AcceptTerms } from '../../../components/accept-terms'
import { brandButton, outlineButton } from '../../../components/button-styles'
import { TextField } from '../../../components/form-fields'
import { LinkRefused } from '../../../components/link-refused'
import { useLocale } from '../../../lib/locale'
import { formatDay } from '../../../lib/format'
import { useCustomerPageWords, type CustomerPageWords } from '../../../lib/messages/customer-pages'
import { useCustomerQuote, useDepositCheckout, useQuoteAnswer } from '../api/customer-quote'

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6'

function QuoteLines({ quote }: { quote: QuoteView }) {
  const words = useCustomerPageWords().quote
  const money = (cents: number) => formatCents(cents)
  return (
    <section aria-labelledby="quote-lines" className={card}>
      <h2 id="quote-lines" className="text-lg font-bold text-slate-900">
        {words.lines}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {quote.lines.map((line, index) => (
          <li key={index} className="flex flex-wrap items-baseline justify-between gap-x-4 py-3">
            <span className="min-w-0 flex-1 text-slate-900">
              {line.description}
              <span className="block text-sm text-slate-600">
                {words.quantity(line.quantity, money(line.unitCents))}
                {line.discountCents > 0
                  ? words.lineDiscount(money(line.discountCents), quote.planName, quote.planDiscountPercent)
                  : ''}
              </span>
            </span>
            <span className="font-semibold text-slate-900">{money(line.lineCents - line.discountCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-slate-300 pt-3">
        {quote.totals.discountCents > 0 && (
          <div className="flex justify-between text-slate-700">
            <dt>{words.planDiscount}</dt>
            <dd>-{money(quote.totals.discountCents)}</dd>
          </div>
        )}
        <div className="flex justify-between text-lg font-bold text-slate-900">
          <dt>{words.total}</dt>
          <dd data-testid="quote-total">{money(quote.totals.totalCents)}</dd>
        </div>
        {quote.totals.depositCents > 0 && (
          <div className="flex justify-between text-slate-700">
            <dt>{words.deposit}</dt>
            <dd>{money(quote.totals.depositCents)}</dd>
          </div>
        )}
      </dl>
      {quote.notes && <p className="mt-4 whitespace-pre-line text-slate-700">{quote.notes}</p>}
    </section>
  )
}

/**
 * A refused answer in the page's words: the fields' messages (the schemas', which the fields say in the
 * page's language), and for the form a quote answered meanwhile, past its date or its link no longer
 * good (closed), too many tries, or the `fallback` (it did not reach us). The CMS's own sentences are
 * English, so the page never shows them.
 */
function refusalOf(
  error: unknown,
  words: CustomerPageWords,
  fallback: string,
): { form?: string; fields: Record<string, string> } {
  const details = error instanceof ProblemError ? error.details : undefined
  const fields: Record<string, string> = {}
  for (const fieldError of details?.errors ?? [])
    if (fieldError.field !== 'token') fields[fieldError.field] ??= fieldError.message
  if (details && [403, 409, 410].includes(details.status)) return { form: words.quote.closed, fields }
  if (details?.type === problemType('rate-limited')) return { form: words.refused.tooMany, fields }
  if (details?.status === 422 && Object.keys(fields).length > 0) return { fields }
  return { form: fallback, fields }
}

function AcceptForm({ token }: { token: string }) {
  const said = useCustomerPageWords()
  const words = said.quote.accept
  const locale = useLocale()
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
      const { form, fields } = refusalOf(error, said, words.notReached)
      setErrors({ ...fields, ...(form && { form }) })
    }
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="accept-title" className={`${card} space-y-4`}>
      <h2 id="accept-title" className="text-lg font-bold text-slate-900">
        {words.title}
      </h2>
      <TextField
        name="name"
        label={words.name}
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
        termsHref={localePath(locale, paths.termsOfService())}
        termsName={words.terms}
      />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {errors.form}
        </p>
      )}
      <button type="submit" className={`${brandButton.medium} w-full sm:w-auto`} disabled={accept.isPending}>
        {words.button}
      </button>
    </form>
  )
}

function MessageForm({ token, kind }: { token: string; kind: 'decline' | 'question' }) {
  const said = useCustomerPageWords()
  const decline = useQuoteAnswer('quoteDecline', token)
  const ask = useQuoteAnswer('quoteQuestion', token)
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const [sent, setSent] = useState(false)
  const words = said.quote[kind]
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return setError(words.missing)
    setError(undefined)
    try {
      if (kind === 'decline') await decline.mutateAsync({ reason: text })
      else await ask.mutateAsync({ question: text })
      setSent(true)
      setText('')
    } catch (failure) {
      const { form, fields } = refusalOf(failure, said, said.quote.messageNotReached)
      setError(fields.reason ?? fields.question ?? form ?? said.quote.messageNotReached)
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
          {said.quote.question.sent}
        </p>
      )}
      <button type="submit" className={outlineButton} disabled={decline.isPending || ask.isPending}>
        {words.button}
      </button>
    </form>
  )
}

function Deposit({ token, page, confirming }: { token: string; page: CustomerQuote; confirming: boolean }) {
  const said = useCustomerPageWords()
  const words = said.quote
  const checkout = useDepositCheckout(token)
  const [error, setError] = useState<string>()
  const { quote } = page
  const deposit = formatCents(quote.totals.depositCents)
  if (quote.depositPaidAt)
    return (
      <p role="status" className={`${card} font-semibold text-green-800`}>
        {words.depositPaid(deposit)}
      </p>
    )
  if (confirming)
    return (
      <p role="status" className={card}>
        {words.depositConfirming}
      </p>
    )
  if (!page.canPayDeposit) return null
  const pay = async () => {
    try {
      window.location.assign((await checkout.mutateAsync()).url)
    } catch (failure) {
      const tooMany = failure instanceof ProblemError && failure.details.type === problemType('rate-limited')
      setError(tooMany ? said.refused.tooMany : words.depositNotOpened)
    }
  }
  return (
    <section aria-labelledby="deposit-title" className={`${card} space-y-3`}>
      <h2 id="deposit-title" className="text-lg font-bold text-slate-900">
        {words.depositTitle}
      </h2>
      <p className="text-slate-700">{words.depositIntro(deposit)}</p>
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
        {words.depositButton(deposit)}
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
  const said = useCustomerPageWords()
  const words = said.quote
  const locale = useLocale()
  const { data: page, error, isPending } = useCustomerQuote(token, confirmingDeposit)
  if (isPending)
    return (
      <p role="status" className="text-slate-700">
        {said.quotePage.opening}
      </p>
    )
  if (error || !page) return <LinkRefused error={error} phoneLink={phoneLink} link="quote" />
  const { quote } = page
  return (
    <div className="space-y-5">
      <section aria-labelledby="quote-title" className={card}>
        <h2 id="quote-title" className="text-xl font-bold text-slate-900">
          {words.heading(quote.number)}
        </h2>
        <p className="mt-1 text-slate-700">
          {words.from(quote.office.name, quote.customerName)}{' '}
          {words.dates(formatDay(quote.issuedOn, locale), formatDay(quote.validUntil, locale))}
        </p>
        {quote.address && <p className="text-slate-700">{quote.address}</p>}
        <a
          href={apiPath('quotePdf', { params: { token } })}
          download={`${quote.number}.pdf`}
          className={`${outlineButton} mt-3 inline-block`}
        >
          {words.pdf}
        </a>
      </section>
      <QuoteLines quote={quote} />
      {quote.status === 'accepted' && (
        <p role="status" className={`${card} text-slate-900`}>
          {words.accepted(quote.acceptedName, formatDay(quote.acceptedAt ?? '', locale))}
        </p>
      )}
      {quote.status === 'declined' && (
        <p role="status" className={card}>
          {words.declined} {phoneLink}.
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
