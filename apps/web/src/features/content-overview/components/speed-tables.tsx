import { FAST_CONTACT_MINUTES } from '@ecs/shared/leads'
import type { SpeedFigures, SpeedReport } from '@ecs/shared/api'
import { numericCell, rowHeaderCell, StaffRow, StaffTable, type StaffColumn } from '../../../components/staff-table'
import { formatCount, formatMinutes, formatRate } from '../../../lib/format'

const COLUMNS: StaffColumn[] = [
  'Leads',
  'Median wait',
  '90th percentile',
  'Within target',
  'Never contacted',
  `Won, contacted ≤ ${FAST_CONTACT_MINUTES} min`,
  'Won, contacted later',
].map((header) => ({ header, numeric: true }))

const rate = (share: number | null) => (share === null ? '—' : formatRate(share))

/** A won share with the count it is of: "12.5% of 8". */
const wonOf = (share: number | null, of: number) =>
  share === null ? '—' : `${formatRate(share)} of ${formatCount(of)}`

function SpeedCells({ figures }: { figures: SpeedFigures }) {
  return (
    <>
      <td className={numericCell}>{formatCount(figures.leads)}</td>
      <td className={numericCell}>{formatMinutes(figures.medianMinutes)}</td>
      <td className={numericCell}>{formatMinutes(figures.p90Minutes)}</td>
      <td className={numericCell}>{rate(figures.withinTargetShare)}</td>
      <td className={`${numericCell} ${figures.neverContacted > 0 ? 'font-semibold text-red-800' : ''}`}>
        {formatCount(figures.neverContacted)}
      </td>
      <td className={numericCell}>{wonOf(figures.fastWonShare, figures.fast)}</td>
      <td className={numericCell}>{wonOf(figures.laterWonShare, figures.later)}</td>
    </>
  )
}

function SpeedTable({
  caption,
  heading,
  rows,
  total,
}: {
  caption: string
  heading: string
  rows: { key: string; name: string; figures: SpeedFigures }[]
  total: SpeedFigures
}) {
  return (
    <StaffTable
      caption={caption}
      columns={[{ header: heading }, ...COLUMNS]}
      empty={rows.length === 0 && 'No leads arrived in this range.'}
    >
      {rows.map((row) => (
        <StaffRow key={row.key}>
          <th scope="row" className={rowHeaderCell}>
            {row.name}
          </th>
          <SpeedCells figures={row.figures} />
        </StaffRow>
      ))}
      {rows.length > 0 && (
        <StaffRow className="bg-slate-50 font-semibold">
          <th scope="row" className={rowHeaderCell}>
            All
          </th>
          <SpeedCells figures={total} />
        </StaffRow>
      )}
    </StaffTable>
  )
}

/**
 * How fast leads were answered, per location and per staff member: waits in working time (the
 * location's office hours), the share answered within the location's target, the leads never contacted
 * (past due), and how often leads contacted within minutes were won against those contacted later.
 */
export function SpeedTables({ report }: { report: SpeedReport }) {
  return (
    <div className="grid gap-4">
      <SpeedTable
        caption="By location"
        heading="Location"
        total={report.total}
        rows={report.byLocation.map(({ id, label, ...figures }) => ({ key: String(id), name: label, figures }))}
      />
      <SpeedTable
        caption="By staff member"
        heading="Staff member"
        total={report.total}
        rows={report.byStaff.map(({ id, name, ...figures }) => ({ key: String(id), name, figures }))}
      />
    </div>
  )
}
