import { paths } from '@ecs/shared/routes'
import { Pager } from '../../../components/pager'
import { cell, rowHeaderCell, StaffRow, StaffTable, tableLink, type StaffColumn } from '../../../components/staff-table'
import { formatCount } from '../../../lib/format'
import type { InboxPage } from '@ecs/shared/leads'
import { StatusBadge, kindLabel, localTime, openInPage, relativeTime } from './desk-format'

const COLUMNS: StaffColumn[] = [
  { header: 'Received' },
  { header: 'Name' },
  { header: 'Kind' },
  { header: 'Asked for' },
  { header: 'Location' },
  { header: 'Status' },
  { header: 'Owner' },
  { header: 'Next follow-up' },
]

/**
 * One page of the inbox (paginated on the server), newest first. A lead whose follow-up has passed
 * stands out (a red edge and an "Overdue" tag). A name opens the lead's page over the same filters.
 */
export function InboxTable({
  data,
  openLead,
  onPage,
}: {
  data: InboxPage
  openLead: (id: number) => void
  onPage: (page: number) => void
}) {
  return (
    <StaffTable
      caption={
        <>
          Leads{' '}
          <span className="font-normal text-slate-700">
            ({formatCount(data.totalDocs)} found
            {data.overdueDocs > 0 && (
              <>
                , <strong className="text-red-800">{formatCount(data.overdueDocs)} overdue</strong>
              </>
            )}
            )
          </span>
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
          <th scope="row" className={rowHeaderCell}>
            <a href={paths.admin.leads(lead.id)} onClick={openInPage(() => openLead(lead.id))} className={tableLink}>
              {lead.name || lead.reference}
            </a>
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
                {lead.overdue && (
                  <span className="mr-1 rounded bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                    Overdue
                  </span>
                )}
                <span title={localTime(lead.nextFollowUpAt)}>{relativeTime(lead.nextFollowUpAt)}</span>
              </>
            ) : (
              '—'
            )}
          </td>
        </StaffRow>
      ))}
    </StaffTable>
  )
}
