import type { InboxLead, InboxPage } from '@ecs/shared/leads'
import { paths } from '@ecs/shared/routes'
import { formatUsPhone } from '@ecs/shared/schemas'
import { useId } from 'react'
import { Pager } from '../../../components/pager'
import { cell, rowHeaderCell, StaffRow, StaffTable, tableLink, type StaffColumn } from '../../../components/staff-table'
import { formatCount } from '../../../lib/format'
import { telHref } from '../../../lib/phone'
import { StatusBadge, kindLabel, localTime, openInPage, relativeTime } from './desk-format'
import { FirstContactClock } from './first-contact-clock'
import { PrefersLanguage } from './prefers-language'

const COLUMNS: StaffColumn[] = [
  { header: 'Received' },
  { header: 'First contact' },
  { header: 'Name' },
  { header: 'Kind' },
  { header: 'Asked for' },
  { header: 'Location' },
  { header: 'Status' },
  { header: 'Owner' },
  { header: 'Next follow-up' },
]

function Found({ data }: { data: InboxPage }) {
  return (
    <span className="font-normal text-slate-700">
      ({formatCount(data.totalDocs)} found
      {data.overdueDocs > 0 && (
        <>
          , <strong className="text-red-800">{formatCount(data.overdueDocs)} overdue</strong>
        </>
      )}
      )
    </span>
  )
}

function OverdueTag() {
  return <span className="mr-1 rounded bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white">Overdue</span>
}

interface InboxProps {
  data: InboxPage
  openLead: (id: number) => void
  onPage: (page: number) => void
}

function LeadLink({
  lead,
  openLead,
  className,
}: {
  lead: InboxLead
  openLead: (id: number) => void
  className: string
}) {
  return (
    <a href={paths.admin.leads(lead.id)} onClick={openInPage(() => openLead(lead.id))} className={className}>
      {lead.name || lead.reference}
    </a>
  )
}

/** The inbox on a phone: one card per lead, whose name opens it and whose phone calls the customer. */
function InboxCards({ data, openLead, onPage }: InboxProps) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white md:hidden">
      <h2 id={id} className="px-3 py-2 font-semibold text-slate-900">
        Leads <Found data={data} />
      </h2>
      {data.docs.length === 0 ? (
        <p className="px-3 pb-3 text-sm text-slate-700">No leads match these filters.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.docs.map((lead) => (
            <li key={lead.id} className={`px-3 py-3 ${lead.overdue ? 'border-l-4 border-l-red-700 bg-red-50' : ''}`}>
              <div className="flex items-start justify-between gap-2">
                <LeadLink lead={lead} openLead={openLead} className={`text-base font-semibold ${tableLink}`} />
                <StatusBadge status={lead.status} />
              </div>
              <p className="mt-0.5 text-sm text-slate-700">
                {kindLabel(lead.kind)} · {lead.locationLabel ?? 'No location'} ·{' '}
                <span title={localTime(lead.createdAt)}>{relativeTime(lead.createdAt)}</span>
                <PrefersLanguage lead={lead} />
              </p>
              <div className="mt-1 empty:hidden">
                <FirstContactClock lead={lead} />
              </div>
              {lead.asked && <p className="mt-1 line-clamp-2 text-sm text-slate-900">{lead.asked}</p>}
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                {lead.phone && (
                  <a href={telHref(lead.phone)} className={`font-semibold ${tableLink}`}>
                    {formatUsPhone(lead.phone)}
                  </a>
                )}
                <span className="text-slate-700">{lead.ownerName ?? 'Nobody yet'}</span>
                {lead.nextFollowUpAt && (
                  <span className="text-slate-700">
                    {lead.overdue && <OverdueTag />}
                    Follow up {relativeTime(lead.nextFollowUpAt)}
                  </span>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager label="Inbox pages" page={data.page} totalPages={data.totalPages} onPage={onPage} />
    </section>
  )
}

/**
 * One page of the inbox (paginated on the server), newest first: a table from a tablet's width up, a
 * list of cards on a phone. A lead whose follow-up has passed stands out (a red edge and an "Overdue"
 * tag). A name opens the lead's page over the same filters.
 */
export function InboxTable({ data, openLead, onPage }: InboxProps) {
  return (
    <>
      <InboxCards data={data} openLead={openLead} onPage={onPage} />
      <div className="hidden md:block">
        <StaffTable
          caption={
            <>
              Leads <Found data={data} />
            </>
          }
          columns={COLUMNS}
          empty={data.docs.length === 0 && 'No leads match these filters.'}
          footer={<Pager label="Inbox pages" page={data.page} totalPages={data.totalPages} onPage={onPage} />}
        >
          {data.docs.map((lead) => (
            <StaffRow key={lead.id} className={lead.overdue ? 'border-l-4 border-l-red-700 bg-red-50' : ''}>
              <td className={`whitespace-nowrap ${cell}`} title={localTime(lead.createdAt)}>
                {relativeTime(lead.createdAt)}
              </td>
              <td className={cell}>
                <FirstContactClock lead={lead} />
              </td>
              <th scope="row" className={rowHeaderCell}>
                <LeadLink lead={lead} openLead={openLead} className={tableLink} />
                <div className="font-mono text-xs font-normal text-slate-700">{lead.reference}</div>
              </th>
              <td className={cell}>{kindLabel(lead.kind)}</td>
              <td className={`max-w-72 ${cell}`}>
                <span className="line-clamp-2">{lead.asked ?? '—'}</span>
              </td>
              <td className={cell}>{lead.locationLabel ?? '—'}</td>
              <td className={cell}>
                <StatusBadge status={lead.status} />
              </td>
              <td className={cell}>{lead.ownerName ?? <span className="text-slate-700">Nobody yet</span>}</td>
              <td className={`whitespace-nowrap ${cell}`}>
                {lead.nextFollowUpAt ? (
                  <>
                    {lead.overdue && <OverdueTag />}
                    <span title={localTime(lead.nextFollowUpAt)}>{relativeTime(lead.nextFollowUpAt)}</span>
                  </>
                ) : (
                  '—'
                )}
              </td>
            </StaffRow>
          ))}
        </StaffTable>
      </div>
    </>
  )
}
