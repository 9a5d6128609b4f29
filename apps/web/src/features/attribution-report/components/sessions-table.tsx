import type { SessionsPage } from '../api/report-queries'
import { Pager } from '../../../components/pager'
import { formatCount, formatDateTime, label } from '../../../lib/format'

const button =
  'rounded-md border border-slate-400 px-3 py-1 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50'

/** One page of sessions (paginated on the server) with a way to open a session's full record. */
export function SessionsTable({
  data,
  onOpen,
  onPage,
  selected,
}: {
  data: SessionsPage
  onOpen: (sessionId: string) => void
  onPage: (page: number) => void
  selected: string | null
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="px-3 py-2 text-left font-semibold text-slate-900">
            Sessions <span className="font-normal text-slate-600">({formatCount(data.totalDocs)} found)</span>
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                First visit
              </th>
              <th scope="col" className="px-3 py-2">
                Source
              </th>
              <th scope="col" className="px-3 py-2">
                Medium
              </th>
              <th scope="col" className="px-3 py-2">
                Campaign
              </th>
              <th scope="col" className="px-3 py-2">
                Click id
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Leads
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.docs.length === 0 && (
              <tr>
                <td colSpan={7} className="px-3 py-3 text-slate-600">
                  No sessions match these filters.
                </td>
              </tr>
            )}
            {data.docs.map((row) => (
              <tr
                key={row.sessionId}
                className={`border-t border-slate-100 ${selected === row.sessionId ? 'bg-brand-50' : ''}`}
              >
                <td className="whitespace-nowrap px-3 py-2">{formatDateTime(row.createdAt)}</td>
                <td className="px-3 py-2">{label(row.utmSource)}</td>
                <td className="px-3 py-2">{label(row.utmMedium)}</td>
                <td className="px-3 py-2">{label(row.utmCampaign)}</td>
                <td className="px-3 py-2">
                  {row.gclid ? 'gclid' : row.gbraid ? 'gbraid' : row.wbraid ? 'wbraid' : '—'}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{row.leads}</td>
                <td className="px-3 py-2 text-right">
                  <button
                    type="button"
                    className={button}
                    onClick={() => onOpen(row.sessionId)}
                    aria-label={`Open session ${row.sessionId}`}
                  >
                    Open
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager label="Sessions pages" page={data.page} totalPages={data.totalPages} onPage={onPage} />
    </div>
  )
}
