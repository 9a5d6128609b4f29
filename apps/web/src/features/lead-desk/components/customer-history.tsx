import { VISIT_KIND_LABELS, VISIT_STATUS_LABELS } from '@ecs/shared/booking'
import { customerReference, type CustomerHistory as History } from '@ecs/shared/leads'
import { QUOTE_STATUS_LABELS } from '@ecs/shared/quotes'
import { paths } from '@ecs/shared/routes'
import { formatCents } from '@ecs/shared/schemas'
import type { ReactNode } from 'react'
import { StatusBadge, kindLabel, localTime, money, openInPage } from './desk-format'

/** One part of the history: its newest rows, and how many more there are, with a way to show them. */
function Section({
  title,
  shown,
  total,
  showMore,
  children,
}: {
  title: string
  shown: number
  total: number
  showMore?: () => void
  children: ReactNode
}) {
  const more = total - shown
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">
        {title} ({total})
      </h3>
      {total === 0 ? (
        <p className="text-sm text-slate-700">None.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-800">{children}</ul>
      )}
      {more > 0 && (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          Not shown: {more} older.
          {showMore && (
            <button
              type="button"
              onClick={showMore}
              className="font-medium text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              Show more {title.toLowerCase()}
            </button>
          )}
        </p>
      )}
    </div>
  )
}

/**
 * What a customer did with us, newest first: their leads (status and won value), quotes, visits,
 * payments and reviews, each leading to its lead's page, and how many more of each there are (with
 * `showMore`, a button that asks for them). `current` marks the lead being looked at.
 */
export function CustomerHistory({
  history,
  current,
  openLead,
  showMore,
}: {
  history: History
  current?: number
  openLead: (id: number) => void
  showMore?: () => void
}) {
  const leadLink = (id: number, reference: string) => (
    <a
      className="font-mono text-brand-800 underline"
      href={paths.admin.leads(id)}
      onClick={openInPage(() => openLead(id))}
    >
      {reference}
    </a>
  )
  const part = (title: string, name: keyof History['totals']) => ({
    title,
    shown: history[name].length,
    total: history.totals[name],
    showMore,
  })
  return (
    <div className="space-y-3">
      <Section {...part('Leads', 'leads')}>
        {history.leads.map((lead) => (
          <li key={lead.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {lead.id === current ? (
              <span className="font-mono">{lead.reference} (this lead)</span>
            ) : (
              leadLink(lead.id, lead.reference)
            )}
            <span>{kindLabel(lead.kind)}</span>
            <StatusBadge status={lead.status} />
            {lead.value !== null && (
              <span className="font-semibold">
                won {money(lead.value)} {lead.valueSource === 'quote' ? '(quote)' : '(typed)'}
              </span>
            )}
            <span className="text-slate-700">{localTime(lead.createdAt)}</span>
            {lead.asked && <span className="w-full text-slate-700">{lead.asked}</span>}
          </li>
        ))}
      </Section>
      <Section {...part('Quotes', 'quotes')}>
        {history.quotes.map((quote) => (
          <li key={quote.id}>
            Quote {quote.number} v{quote.version}: {QUOTE_STATUS_LABELS[quote.status].toLowerCase()},{' '}
            {formatCents(quote.totalCents)} · {leadLink(quote.leadId, quote.leadReference)}
          </li>
        ))}
      </Section>
      <Section {...part('Visits', 'visits')}>
        {history.visits.map((visit) => (
          <li key={visit.id}>
            {VISIT_KIND_LABELS[visit.kind]} {visit.reference}: {VISIT_STATUS_LABELS[visit.status].toLowerCase()},{' '}
            {localTime(visit.startsAt)} · {leadLink(visit.leadId, visit.leadReference)}
          </li>
        ))}
      </Section>
      <Section {...part('Payments', 'payments')}>
        {history.payments.map((payment) => (
          <li key={payment.id}>
            {payment.kind === 'refund' ? 'Refund' : 'Payment'} {formatCents(payment.amountCents)} ({payment.method}) on{' '}
            {payment.receivedOn} · {leadLink(payment.leadId, payment.leadReference)}
          </li>
        ))}
      </Section>
      <Section {...part('Reviews', 'reviews')}>
        {history.reviews.map((review) => (
          <li key={review.id}>
            {review.rating} of 5, {localTime(review.date)}: “{review.text}” ·{' '}
            {leadLink(review.leadId, review.leadReference)}
          </li>
        ))}
      </Section>
    </div>
  )
}

/** A customer's name as the desk writes it: the company first for a business, and their number. */
export function customerName(
  customer: History['customer'] | { id: number; name: string | null; company: string | null },
) {
  const who = [customer.company, customer.name].filter(Boolean).join(' · ') || 'No name'
  return `${who} (${customerReference(customer.id)})`
}
