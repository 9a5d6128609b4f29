import type { SessionsPage } from '@ecs/shared/attribution'
import { Pager } from '../../../components/pager'
import { cell, numericCell, StaffRow, StaffTable, type StaffColumn } from '../../../components/staff-table'
import { formatCount, formatDateTime, label } from '../../../lib/format'
import { outlineButton } from '../../../components/button-styles'

const COLUMNS: StaffColumn[] = [
  { header: 'First visit' },
  { header: 'Source' },
  { header: 'Medium' },
  { header: 'Campaign' },
  { header: 'Click id' },
  { header: 'Leads', numeric: true },
  { header: 'Details', hidden: true },
]

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
    <StaffTable
      caption={
        <>
          Sessions <span className="font-normal text-slate-600">({formatCount(data.totalDocs)} found)</span>
        </>
      }
      columns={COLUMNS}
      empty={data.docs.length === 0 && 'No sessions match these filters.'}
      footer={<Pager label="Sessions pages" page={data.page} totalPages={data.totalPages} onPage={onPage} />}
    >
      {data.docs.map((row) => (
        <StaffRow key={row.sessionId} className={selected === row.sessionId ? 'bg-brand-50' : ''}>
          <td className={`whitespace-nowrap ${cell}`}>{formatDateTime(row.createdAt)}</td>
          <td className={cell}>{label(row.utmSource)}</td>
          <td className={cell}>{label(row.utmMedium)}</td>
          <td className={cell}>{label(row.utmCampaign)}</td>
          <td className={cell}>{row.gclid ? 'gclid' : row.gbraid ? 'gbraid' : row.wbraid ? 'wbraid' : '—'}</td>
          <td className={numericCell}>{row.leads}</td>
          <td className={`${cell} text-right`}>
            <button
              type="button"
              className={outlineButton}
              onClick={() => onOpen(row.sessionId)}
              aria-label={`Open session ${row.sessionId}`}
            >
              Open
            </button>
          </td>
        </StaffRow>
      ))}
    </StaffTable>
  )
}
