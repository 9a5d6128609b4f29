import { paths } from '@ecs/shared/routes'
import { Pager } from '../../../components/pager'
import { formatCount } from '../../../lib/format'
import type { InboxPage } from '../api/desk-queries'
import { StatusBadge, kindLabel, localTime, openInPage, relativeTime } from './desk-format'

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
    <div className="rounded-lg border border-slate-200 bg-white">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="px-3 py-2 text-left font-semibold text-slate-900">
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
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Received
              </th>
              <th scope="col" className="px-3 py-2">
                Name
              </th>
              <th scope="col" className="px-3 py-2">
                Kind
              </th>
              <th scope="col" className="px-3 py-2">
                Asked for
              </th>
              <th scope="col" className="px-3 py-2">
                Location
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2">
                Owner
              </th>
              <th scope="col" className="px-3 py-2">
                Next follow-up
              </th>
            </tr>
          </thead>
          <tbody>
            {data.docs.length === 0 && (
              <tr>
                <td colSpan={8} className="px-3 py-3 text-slate-700">
                  No leads match these filters.
                </td>
              </tr>
            )}
            {data.docs.map((lead) => (
              <tr
                key={lead.id}
                className={`border-t border-slate-100 ${lead.overdue ? 'border-l-4 border-l-red-700 bg-red-50' : ''}`}
              >
                <td className="whitespace-nowrap px-3 py-2" title={localTime(lead.createdAt)}>
                  {relativeTime(lead.createdAt)}
                </td>
                <th scope="row" className="px-3 py-2 font-medium">
                  <a
                    href={paths.admin.leads(lead.id)}
                    onClick={openInPage(() => openLead(lead.id))}
                    className="text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    {lead.name || lead.reference}
                  </a>
                  <div className="font-mono text-xs font-normal text-slate-700">{lead.reference}</div>
                </th>
                <td className="px-3 py-2">{kindLabel(lead.kind)}</td>
                <td className="max-w-72 px-3 py-2">
                  <span className="line-clamp-2">{lead.asked ?? '—'}</span>
                </td>
                <td className="px-3 py-2">{lead.locationLabel ?? '—'}</td>
                <td className="px-3 py-2">
                  <StatusBadge status={lead.status} />
                </td>
                <td className="px-3 py-2">{lead.ownerName ?? <span className="text-slate-700">Nobody yet</span>}</td>
                <td className="whitespace-nowrap px-3 py-2">
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
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager label="Inbox pages" page={data.page} totalPages={data.totalPages} onPage={onPage} />
    </div>
  )
}
