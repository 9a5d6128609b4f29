import { STATUS_LABELS } from '@ecs/shared/leads'
import { paths } from '@ecs/shared/routes'
import type { SessionDetail } from '@ecs/shared/attribution'
import { CampaignTouches } from '../../../components/campaign-touches'
import { formatDateTime } from '../../../lib/format'

/** A session's full record: first touch, last touch (if any) and its leads with links to their desk page. */
export function SessionDetailPanel({ detail, onClose }: { detail: SessionDetail; onClose: () => void }) {
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
      <div className="mt-3">
        <CampaignTouches first={session} firstAt={session.createdAt} last={lastTouch} lastAt={lastTouch.at} />
      </div>
      <h3 className="mt-4 font-semibold">Leads from this session ({leads.length})</h3>
      {leads.length === 0 ? (
        <p className="text-sm text-slate-600">No lead yet.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {leads.map((lead) => (
            <li key={lead.id}>
              <span className="font-medium">{lead.reference}</span> · {formatDateTime(lead.createdAt)} ·{' '}
              {STATUS_LABELS[lead.status]}
              {lead.email && <> · {lead.email}</>}
              {lead.asked && <> · {lead.asked}</>}{' '}
              <a className="text-brand-800 underline" href={paths.admin.leads(lead.id)}>
                Open the lead
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
