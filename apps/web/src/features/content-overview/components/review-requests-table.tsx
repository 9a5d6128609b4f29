import type { ReviewStatsRow } from '@ecs/shared/booking'
import {
  cell,
  numericCell,
  rowHeaderCell,
  StaffRow,
  StaffTable,
  type StaffColumn,
} from '../../../components/staff-table'
import { formatCount } from '../../../lib/format'

const COLUMNS: StaffColumn[] = [
  { header: 'Month' },
  { header: 'Location' },
  ...['Requests sent', 'Reviews received', 'From a request', 'Average rating'].map((header) => ({
    header,
    numeric: true,
  })),
]

/** "2026-11" as "Nov 2026". */
const monthLabel = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })

/** Review requests sent after done jobs and the reviews customers sent, per location and month. */
export function ReviewRequestsTable({ rows }: { rows: ReviewStatsRow[] }) {
  return (
    <StaffTable
      caption="Review requests and reviews received, per location and month"
      columns={COLUMNS}
      empty={rows.length === 0 && 'No review was requested or received in the last twelve months.'}
    >
      {rows.map((row) => (
        <StaffRow key={`${row.month}-${row.location}`}>
          <th scope="row" className={rowHeaderCell}>
            {monthLabel(row.month)}
          </th>
          <td className={cell}>{row.location}</td>
          <td className={numericCell}>{formatCount(row.requestsSent)}</td>
          <td className={numericCell}>{formatCount(row.reviewsReceived)}</td>
          <td className={numericCell}>{formatCount(row.fromRequests)}</td>
          <td className={numericCell}>{row.averageRating === null ? '—' : `${row.averageRating.toFixed(1)} / 5`}</td>
        </StaffRow>
      ))}
    </StaffTable>
  )
}
