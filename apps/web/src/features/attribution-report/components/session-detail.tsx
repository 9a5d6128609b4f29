import type { SessionDetail } from '../api/report-queries'
import { formatDateTime, label } from '../../../lib/format'

const FIELDS = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmContent',
  'utmTerm',
  'gclid',
  'gbraid',
  'wbraid',
  'gadSource',
  'referrer',
  'landingPage',
] as const

/** A session's full record: first touch, last touch (if any) and its leads with links into the CMS. */
export function SessionDetailPanel({
  detail,
  cmsAdminUrl,
  onClose,
}: {
  detail: SessionDetail
  cmsAdminUrl: string | undefined
  onClose: () => void
}) {
  const { session, leads } = detail
  const lastTouch = session.lastTouch
  return (
    <section aria-labelledby="session-detail-title" className="rounded-lg border border-brand-100 bg-white p-4">
      <div className="flex items-start justify-between gap-4">
        <h2 id="session-detail-title" className="text-lg font-semibold">
          Session <span className="font-mono text-sm">{session.sessionId}</span>
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-400 px-3 py-1 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Close
        </button>
      </div>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-2 py-1">
                Field
              </th>
              <th scope="col" className="px-2 py-1">
                First touch ({formatDateTime(session.createdAt)})
              </th>
              <th scope="col" className="px-2 py-1">
                Last touch ({formatDateTime(lastTouch.at ?? null)})
              </th>
            </tr>
          </thead>
          <tbody>
            {FIELDS.map((field) => (
              <tr key={field} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-1 font-medium">
                  {field}
                </th>
                <td className="break-all px-2 py-1">{label(session[field])}</td>
                <td className="break-all px-2 py-1">{lastTouch.at ? label(lastTouch[field] ?? null) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="mt-4 font-semibold">Leads from this session ({leads.length})</h3>
      {leads.length === 0 ? (
        <p className="text-sm text-slate-600">No lead yet.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {leads.map((lead) => (
            <li key={lead.id}>
              <span className="font-medium">{lead.reference}</span> · {formatDateTime(lead.createdAt)} · {lead.status}
              {lead.email && <> · {lead.email}</>}
              {lead.asked && <> · {lead.asked}</>}
              {cmsAdminUrl && (
                <>
                  {' '}
                  <a className="text-brand-800 underline" href={`${cmsAdminUrl}/collections/desk-leads/${lead.id}`}>
                    Open in the CMS
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
