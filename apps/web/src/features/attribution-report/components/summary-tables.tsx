import type { CallFigures, Figures, LandingPages, Summary } from '@ecs/shared/attribution'
import { formatUsd } from '@ecs/shared/schemas'
import { useState } from 'react'
import {
  numericCell,
  rowHeaderCell,
  StaffRow,
  StaffTable,
  type SortDirection,
  type StaffColumn,
} from '../../../components/staff-table'
import { formatCount, formatMinutes, formatRate, formatReturn, label } from '../../../lib/format'

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

/** Dollars, or "—" where there is nothing to show (no spend recorded, nothing to divide by). */
const money = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatUsd(value))

/** What the report's source rules did, in one sentence (nothing when no rule is in force). */
function SourceRulesNote({ rules }: { rules: Summary['sourceRules'] }) {
  if (rules.hidden.length === 0 && rules.merged.length === 0) return null
  const sources = (count: number) => `${formatCount(count)} ${count === 1 ? 'source' : 'sources'}`
  return (
    <p className="text-sm text-slate-700">
      Report rules hide {sources(rules.hidden.length)}
      {rules.hidden.length > 0 && ` (${rules.hidden.join(', ')})`} and count {sources(rules.merged.length)} under
      another
      {rules.merged.length > 0 && ` (${rules.merged.map((rule) => `${rule.source} as ${rule.into}`).join(', ')})`}.
    </p>
  )
}

export function SummaryTotals({ summary }: { summary: Summary }) {
  const { totals } = summary
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Visits the site tracked in the range and the leads they sent (leads without a tracked visit are not counted
        here), set against the ad spend imported or entered for the same days.
      </p>
      <SourceRulesNote rules={summary.sourceRules} />
      <SummaryStats totals={totals} />
    </div>
  )
}

function SummaryStats({ totals }: { totals: Summary['totals'] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      <Stat title="Tracked visits (sessions)" value={formatCount(totals.sessions)} />
      <Stat title="Leads with a tracked visit" value={formatCount(totals.leads)} />
      <Stat title="Visits that sent a lead" value={formatCount(totals.convertedSessions)} />
      <Stat title="Conversion rate (leads / visits)" value={formatRate(totals.conversionRate)} />
      <Stat title="Won leads with a tracked visit" value={formatCount(totals.wonLeads)} />
      <Stat title="Their won value" value={formatUsd(totals.wonValue)} />
      <Stat title="Won value per visit" value={formatUsd(totals.valuePerSession)} />
      <Stat title="Form leads with a tracked visit" value={formatCount(totals.formLeads)} />
      <Stat
        title="Calls matched to a visit (answered)"
        value={`${formatCount(totals.calls)} (${formatCount(totals.answeredCalls)})`}
      />
      <Stat title="Call leads matched to a visit" value={formatCount(totals.callLeads)} />
      <Stat title="Their won value (call leads)" value={formatUsd(totals.callWonValue)} />
      <Stat title="Taps on a phone number" value={formatCount(totals.callTaps)} />
      <Stat title="Ad spend in the range" value={money(totals.cost)} />
      <Stat title="Cost per lead" value={money(totals.costPerLead)} />
      <Stat title="Cost per won job" value={money(totals.costPerWonJob)} />
      <Stat title="Return on ad spend (won value / spend)" value={formatReturn(totals.returnOnAdSpend)} />
    </dl>
  )
}

type BreakdownRow = Figures & Partial<CallFigures>

/** One figure column of a breakdown: its heading, the row's value it sorts by (null: none), and how it is shown. */
interface FigureColumn {
  header: string
  value: (row: BreakdownRow) => number | null
  format: (value: number | null) => string
}

const count = (header: string, value: (row: BreakdownRow) => number): FigureColumn => ({
  header,
  value,
  format: (figure) => formatCount(figure ?? 0),
})
const usd = (header: string, value: (row: BreakdownRow) => number): FigureColumn => ({
  header,
  value,
  format: (figure) => formatUsd(figure ?? 0),
})

const FIGURE_COLUMNS: FigureColumn[] = [
  count('Sessions', (row) => row.sessions),
  count('Leads', (row) => row.leads),
  { header: 'Conversion', value: (row) => row.conversionRate, format: (rate) => formatRate(rate ?? 0) },
  count('Won', (row) => row.wonLeads),
  usd('Won value', (row) => row.wonValue),
  usd('Value / session', (row) => row.valuePerSession),
]

/** A group's calls beside its form leads, and its leads' median working time to their first contact. */
const CALL_COLUMNS: FigureColumn[] = [
  count('Form leads', (row) => row.formLeads ?? 0),
  count('Calls', (row) => row.calls ?? 0),
  count('Answered', (row) => row.answeredCalls ?? 0),
  count('Call leads', (row) => row.callLeads ?? 0),
  usd('Call won value', (row) => row.callWonValue ?? 0),
  count('Call taps', (row) => row.callTaps ?? 0),
  { header: 'First contact', value: (row) => row.firstContactMedianMinutes ?? null, format: formatMinutes },
]

/** What a group cost over the range and what it earned for it; "—" where no spend is recorded. */
const SPEND_COLUMNS: FigureColumn[] = [
  { header: 'Cost', value: (row) => row.cost ?? null, format: money },
  { header: 'Cost / lead', value: (row) => row.costPerLead ?? null, format: money },
  { header: 'Cost / won job', value: (row) => row.costPerWonJob ?? null, format: money },
  { header: 'Return on ad spend', value: (row) => row.returnOnAdSpend ?? null, format: formatReturn },
]

/** Which column orders the rows (-1: the group's name) and which way; the server's order is sessions, most first. */
interface Sorting {
  column: number
  direction: Exclude<SortDirection, 'none'>
}

function sortedRows<Row extends BreakdownRow>(
  rows: Row[],
  { column, direction }: Sorting,
  name: (row: Row) => string,
  figures: FigureColumn[],
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1
  // A group without the figure (no first contact yet) goes last whichever way the column is sorted.
  const figure = (row: Row) => figures[column]!.value(row) ?? sign * Infinity
  return [...rows].sort((a, b) =>
    column < 0
      ? sign * name(a).localeCompare(name(b))
      : sign * (figure(a) - figure(b)) || name(a).localeCompare(name(b)),
  )
}

/**
 * One breakdown (by source, medium, campaign or landing page): sessions, leads, conversion and revenue,
 * biggest first; with `calls`, the group's calls beside its form leads. Every column's heading sorts the
 * rows by it (figures biggest first, names A to Z, a second press the other way).
 */
function BreakdownTable<D extends Dimension>({
  caption,
  dimension,
  rows,
  calls = false,
  spend = false,
}: {
  caption: string
  dimension: D
  rows: (BreakdownRow & Record<D, string | null>)[]
  calls?: boolean
  spend?: boolean
}) {
  const [sorting, setSorting] = useState<Sorting>({ column: 0, direction: 'descending' })
  const figures = [...FIGURE_COLUMNS, ...(spend ? SPEND_COLUMNS : []), ...(calls ? CALL_COLUMNS : [])]
  const sortBy = (column: number) =>
    setSorting((current) =>
      current.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column, direction: column < 0 ? 'ascending' : 'descending' },
    )
  const sortOf = (column: number) => ({
    direction: sorting.column === column ? sorting.direction : ('none' as const),
    onSort: () => sortBy(column),
  })
  const columns: StaffColumn[] = [
    { header: DIMENSION_HEADERS[dimension], sort: sortOf(-1) },
    ...figures.map((figure, index) => ({ header: figure.header, numeric: true, sort: sortOf(index) })),
  ]
  const name = (row: Record<D, string | null>) => label(row[dimension])
  return (
    <StaffTable caption={caption} columns={columns} empty={rows.length === 0 && 'No sessions in this range.'}>
      {sortedRows(rows, sorting, name, figures).map((row) => (
        <StaffRow key={name(row)}>
          <th scope="row" className={`max-w-56 truncate ${rowHeaderCell}`}>
            {name(row)}
          </th>
          {figures.map((figure) => (
            <td key={figure.header} className={numericCell}>
              {figure.format(figure.value(row))}
            </td>
          ))}
        </StaffRow>
      ))}
    </StaffTable>
  )
}

export function SummaryBreakdowns({ summary }: { summary: Summary }) {
  return (
    <div className="grid gap-4">
      <BreakdownTable caption="By campaign" dimension="campaign" rows={summary.byCampaign} spend calls />
      {/* One above the other: By source with its spend is too wide to share a row even at 1920 px. */}
      <BreakdownTable caption="By source" dimension="source" rows={summary.bySource} spend />
      <BreakdownTable caption="By medium" dimension="medium" rows={summary.byMedium} />
    </div>
  )
}

/** The campaign landing pages (/lp/...): the sessions that first landed on each, and their leads. */
export function LandingPageBreakdown({ report }: { report: LandingPages }) {
  return <BreakdownTable caption="By landing page" dimension="landingPage" rows={report.byLandingPage} />
}
