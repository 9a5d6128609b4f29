import { VISIT_KIND_LABELS, VISIT_STATUS_LABELS } from '@ecs/shared/booking'
import { customerReference, type CustomerHistory as History } from '@ecs/shared/leads'
import { QUOTE_STATUS_LABELS } from '@ecs/shared/quotes'
import { paths } from '@ecs/shared/routes'
import { formatCents } from '@ecs/shared/schemas'
import type { ReactNode } from 'react'
import { StatusBadge, kindLabel, localTime, money, openInPage } from './desk-format'

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">
        {title} ({count})
      </h3>
      {count === 0 ? (
        <p className="text-sm text-slate-700">None.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-800">{children}</ul>
      )}
    </div>
  )
}

/**
 * Everything a customer did with us, newest first: their leads (status and won value), quotes, visits,
 * payments and reviews, each leading to its lead's page. `current` marks the lead being looked at.
 */
export function CustomerHistory({
  history,
  current,
  openLead,
}: {
  history: History
  current?: number
  openLead: (id: number) => void
}) {
  const referenceOf = new Map(history.leads.map((lead) => [lead.id, lead.reference]))
  const leadLink = (id: number, text?: string) => (
    <a
      className="font-mono text-brand-800 underline"
      href={paths.admin.leads(id)}
      onClick={openInPage(() => openLead(id))}
    >
      {text ?? referenceOf.get(id) ?? `#${id}`}
    </a>
  )
  return (
    <div className="space-y-3">
      <Section title="Leads" count={history.leads.length}>
        {history.leads.map((lead) => (
          <li key={lead.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {lead.id === current ? <span className="font-mono">{lead.reference} (this lead)</span> : leadLink(lead.id)}
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
      <Section title="Quotes" count={history.quotes.length}>
        {history.quotes.map((quote) => (
          <li key={quote.id}>
            Quote {quote.number} v{quote.version}: {QUOTE_STATUS_LABELS[quote.status].toLowerCase()},{' '}
            {formatCents(quote.totalCents)} · {leadLink(quote.leadId)}
          </li>
        ))}
      </Section>
      <Section title="Visits" count={history.visits.length}>
        {history.visits.map((visit) => (
          <li key={visit.id}>
            {VISIT_KIND_LABELS[visit.kind]} {visit.reference}: {VISIT_STATUS_LABELS[visit.status].toLowerCase()},{' '}
            {localTime(visit.startsAt)} · {leadLink(visit.leadId)}
          </li>
        ))}
      </Section>
      <Section title="Payments" count={history.payments.length}>
        {history.payments.map((payment) => (
          <li key={payment.id}>
            {payment.kind === 'refund' ? 'Refund' : 'Payment'} {formatCents(payment.amountCents)} ({payment.method}) on{' '}
            {payment.receivedOn} · {leadLink(payment.leadId)}
          </li>
        ))}
      </Section>
      <Section title="Reviews" count={history.reviews.length}>
        {history.reviews.map((review) => (
          <li key={review.id}>
            {review.rating} of 5, {localTime(review.date)}: “{review.text}” · {leadLink(review.leadId)}
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
