import type { CallFigures, Figures, LandingPages, Summary } from '@ecs/shared/attribution'
import { formatUsd } from '@ecs/shared/schemas'
import { numericCell, rowHeaderCell, StaffRow, StaffTable, type StaffColumn } from '../../../components/staff-table'
import { formatCount, formatMinutes, formatRate, label } from '../../../lib/format'

const DIMENSION_HEADERS = {
  source: 'Source',
  medium: 'Medium',
  campaign: 'Campaign',
  landingPage: 'Landing page',
} as const
type Dimension = keyof typeof DIMENSION_HEADERS

function Stat({ title, value }: { title: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{title}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  )
}

export function SummaryTotals({ summary }: { summary: Summary }) {
  const { totals } = summary
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      <Stat title="Sessions" value={formatCount(totals.sessions)} />
      <Stat title="Leads" value={formatCount(totals.leads)} />
      <Stat title="Sessions with a lead" value={formatCount(totals.convertedSessions)} />
      <Stat title="Conversion rate (leads / sessions)" value={formatRate(totals.conversionRate)} />
      <Stat title="Won leads" value={formatCount(totals.wonLeads)} />
      <Stat title="Won value" value={formatUsd(totals.wonValue)} />
      <Stat title="Value per session" value={formatUsd(totals.valuePerSession)} />
      <Stat title="Form leads" value={formatCount(totals.formLeads)} />
      <Stat title="Calls (answered)" value={`${formatCount(totals.calls)} (${formatCount(totals.answeredCalls)})`} />
      <Stat title="Call leads" value={formatCount(totals.callLeads)} />
      <Stat title="Call leads won value" value={formatUsd(totals.callWonValue)} />
      <Stat title="Call taps" value={formatCount(totals.callTaps)} />
      <Stat title="First contact, median (working time)" value={formatMinutes(totals.firstContactMedianMinutes)} />
    </dl>
  )
}

const CALL_HEADERS = ['Form leads', 'Calls', 'Answered', 'Call leads', 'Call won value', 'Call taps', 'First contact']

/** A group's calls beside its form leads, and its leads' median working time to their first contact. */
function CallCells({ row }: { row: CallFigures }) {
  return (
    <>
      <td className={numericCell}>{formatCount(row.formLeads)}</td>
      <td className={numericCell}>{formatCount(row.calls)}</td>
      <td className={numericCell}>{formatCount(row.answeredCalls)}</td>
      <td className={numericCell}>{formatCount(row.callLeads)}</td>
      <td className={numericCell}>{formatUsd(row.callWonValue)}</td>
      <td className={numericCell}>{formatCount(row.callTaps)}</td>
      <td className={numericCell}>{formatMinutes(row.firstContactMedianMinutes)}</td>
    </>
  )
}

/**
 * One breakdown (by source, medium, campaign or landing page): sessions, leads, conversion and revenue,
 * biggest first; with `calls`, the group's calls beside its form leads.
 */
function BreakdownTable<D extends Dimension>({
  caption,
  dimension,
  rows,
  calls = false,
}: {
  caption: string
  dimension: D
  rows: (Figures & Partial<CallFigures> & Record<D, string | null>)[]
  calls?: boolean
}) {
  const columns: StaffColumn[] = [
    { header: DIMENSION_HEADERS[dimension] },
    ...['Sessions', 'Leads', 'Conversion', 'Won', 'Won value', 'Value / session', ...(calls ? CALL_HEADERS : [])].map(
      (header) => ({ header, numeric: true }),
    ),
  ]
  return (
    <StaffTable caption={caption} columns={columns} empty={rows.length === 0 && 'No sessions in this range.'}>
      {rows.map((row) => (
        <StaffRow key={label(row[dimension])}>
          <th scope="row" className={`max-w-56 truncate ${rowHeaderCell}`}>
            {label(row[dimension])}
          </th>
          <td className={numericCell}>{formatCount(row.sessions)}</td>
          <td className={numericCell}>{formatCount(row.leads)}</td>
          <td className={numericCell}>{formatRate(row.conversionRate)}</td>
          <td className={numericCell}>{formatCount(row.wonLeads)}</td>
          <td className={numericCell}>{formatUsd(row.wonValue)}</td>
          <td className={numericCell}>{formatUsd(row.valuePerSession)}</td>
          {calls && <CallCells row={row as CallFigures} />}
        </StaffRow>
      ))}
    </StaffTable>
  )
}

export function SummaryBreakdowns({ summary }: { summary: Summary }) {
  return (
    <div className="grid gap-4">
      <BreakdownTable caption="By campaign" dimension="campaign" rows={summary.byCampaign} calls />
      <div className="grid gap-4 xl:grid-cols-2">
        <BreakdownTable caption="By source" dimension="source" rows={summary.bySource} />
        <BreakdownTable caption="By medium" dimension="medium" rows={summary.byMedium} />
      </div>
    </div>
  )
}

/** The campaign landing pages (/lp/...): the sessions that first landed on each, and their leads. */
export function LandingPageBreakdown({ report }: { report: LandingPages }) {
  return <BreakdownTable caption="By landing page" dimension="landingPage" rows={report.byLandingPage} />
}
