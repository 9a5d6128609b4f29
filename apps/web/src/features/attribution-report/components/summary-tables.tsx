import {
  breakdownOrder,
  type BreakdownOrders,
  type BreakdownSortKey,
  type CallFigures,
  type CallsWithoutVisit,
  type Figures,
  type LandingPages,
  type OrderedTable,
  type Summary,
} from '@ecs/shared/attribution'
import { TRACKING_SOURCE_LABELS } from '@ecs/shared/calls'
import { formatUsd } from '@ecs/shared/schemas'
import {
  numericCell,
  rowHeaderCell,
  StaffRow,
  StaffTable,
  type SortDirection,
  type StaffColumn,
} from '../../../components/staff-table'
import { Pager } from '../../../components/pager'
import { SourceRulesNote } from '../../../components/source-rules-note'
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
      {summary.callsWithoutVisit.length > 0 && <CallsWithoutVisitTable rows={summary.callsWithoutVisit} />}
    </div>
  )
}

/**
 * The calls to a source's number that several visits saw at once, or none (a number printed in a
 * Google listing), so no one visit (and no campaign) is theirs: counted for the number's source beside
 * the visits' figures, never in them.
 */
export function CallsWithoutVisitTable({ rows }: { rows: CallsWithoutVisit[] }) {
  const columns: StaffColumn[] = [
    { header: 'Source of the number called' },
    ...['Calls', 'Answered', 'Call leads', 'Call won value'].map((header) => ({ header, numeric: true })),
  ]
  return (
    <StaffTable
      caption="Calls to a source's number that several visits saw, or none (a listing off the site): not matched to a visit or campaign"
      columns={columns}
    >
      {rows.map((row) => (
        <StaffRow key={row.source}>
          <th scope="row" className={rowHeaderCell}>
            {TRACKING_SOURCE_LABELS[row.source]}
          </th>
          {[row.calls, row.answeredCalls, row.callLeads].map((figure, index) => (
            <td key={index} className={numericCell}>
              {formatCount(figure)}
            </td>
          ))}
          <td className={numericCell}>{formatUsd(row.callWonValue)}</td>
        </StaffRow>
      ))}
    </StaffTable>
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
      <Stat title="Of it, typed by hand (no accepted quote)" value={formatUsd(totals.typedWonValue)} />
      <Stat title="Deposits paid on their quotes" value={formatUsd(totals.depositsPaid)} />
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
type FigureKey = Exclude<BreakdownSortKey, 'name'>

/** One figure column of a breakdown: its heading, the figure it shows and sorts by, and how it is shown (null: none). */
interface FigureColumn {
  header: string
  key: FigureKey
  format: (value: number | null) => string
}

const count = (header: string, key: FigureKey): FigureColumn => ({ header, key, format: (f) => formatCount(f ?? 0) })
const usd = (header: string, key: FigureKey): FigureColumn => ({ header, key, format: (f) => formatUsd(f ?? 0) })
const figureOf = (row: BreakdownRow, key: FigureKey): number | null => row[key] ?? null

const FIGURE_COLUMNS: FigureColumn[] = [
  count('Sessions', 'sessions'),
  count('Leads', 'leads'),
  { header: 'Conversion', key: 'conversionRate', format: (rate) => formatRate(rate ?? 0) },
  count('Won', 'wonLeads'),
  usd('Won value', 'wonValue'),
  usd('Value / session', 'valuePerSession'),
]

/**
 * Where a group's won value came from: the part staff typed by hand (the rest is accepted quotes'
 * totals), and what customers paid on their quotes.
 */
const WON_VALUE_COLUMNS: FigureColumn[] = [usd('Typed value', 'typedWonValue'), usd('Paid on quotes', 'depositsPaid')]

/** A group's calls beside its form leads, and its leads' median working time to their first contact. */
const CALL_COLUMNS: FigureColumn[] = [
  count('Form leads', 'formLeads'),
  count('Calls', 'calls'),
  count('Answered', 'answeredCalls'),
  count('Call leads', 'callLeads'),
  usd('Call won value', 'callWonValue'),
  count('Call taps', 'callTaps'),
  { header: 'First contact', key: 'firstContactMedianMinutes', format: formatMinutes },
]

/** What a group cost over the range and what it earned for it; "—" where no spend is recorded. */
const SPEND_COLUMNS: FigureColumn[] = [
  { header: 'Cost', key: 'cost', format: money },
  { header: 'Cost / lead', key: 'costPerLead', format: money },
  { header: 'Cost / won job', key: 'costPerWonJob', format: money },
  { header: 'Return on ad spend', key: 'returnOnAdSpend', format: formatReturn },
]

/** Which figure orders the rows ('name': the group's name) and which way. */
interface Sorting {
  key: BreakdownSortKey
  direction: Exclude<SortDirection, 'none'>
}

/** The next order after a press on a column's heading: the other way round, or figures biggest first and names A to Z. */
const pressed = (current: Sorting, key: Sorting['key']): Sorting =>
  current.key === key
    ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { key, direction: key === 'name' ? 'ascending' : 'descending' }

/** A table's order and page, sorted and paged on the server, and what a press or a page asks for. */
interface ServerOrder {
  sorting: Sorting
  onSort: (sorting: Sorting) => void
  page: number
  totalPages: number
  onPage: (page: number) => void
}

/**
 * One breakdown (by source, medium, campaign or landing page): sessions, leads, conversion and revenue,
 * biggest first; with `spend`, where its won value came from and what it cost; with `calls`, the group's
 * calls beside its form leads. Every column's heading sorts the rows by it (figures biggest first, names
 * A to Z, a second press the other way), on the server over every group, a page at a time.
 */
function BreakdownTable<D extends Dimension>({
  caption,
  dimension,
  rows,
  calls = false,
  spend = false,
  serverOrder,
}: {
  caption: string
  dimension: D
  rows: (BreakdownRow & Record<D, string | null>)[]
  calls?: boolean
  spend?: boolean
  serverOrder: ServerOrder
}) {
  const { sorting } = serverOrder
  const figures = [
    ...FIGURE_COLUMNS,
    ...(spend ? [...WON_VALUE_COLUMNS, ...SPEND_COLUMNS] : []),
    ...(calls ? CALL_COLUMNS : []),
  ]
  const sortOf = (key: Sorting['key']) => ({
    direction: sorting.key === key ? sorting.direction : ('none' as const),
    onSort: () => serverOrder.onSort(pressed(sorting, key)),
  })
  const columns: StaffColumn[] = [
    { header: DIMENSION_HEADERS[dimension], sort: sortOf('name') },
    ...figures.map((figure) => ({ header: figure.header, numeric: true, sort: sortOf(figure.key) })),
  ]
  const name = (row: Record<D, string | null>) => label(row[dimension])
  return (
    <StaffTable
      caption={caption}
      columns={columns}
      empty={rows.length === 0 && 'No sessions in this range.'}
      footer={
        serverOrder.totalPages > 1 && (
          <Pager
            label={`${caption} pages`}
            page={serverOrder.page}
            totalPages={serverOrder.totalPages}
            onPage={serverOrder.onPage}
          />
        )
      }
    >
      {rows.map((row) => (
        <StaffRow key={name(row)}>
          <th scope="row" className={`max-w-56 truncate ${rowHeaderCell}`}>
            {name(row)}
          </th>
          {figures.map((figure) => (
            <td key={figure.header} className={numericCell}>
              {figure.format(figureOf(row, figure.key))}
            </td>
          ))}
        </StaffRow>
      ))}
    </StaffTable>
  )
}

/** The breakdowns' order and page as the summary was asked for them, and how to ask for another. */
export interface BreakdownOrdering {
  query: BreakdownOrders
  onChange: (change: Partial<BreakdownOrders>) => void
}

/** A table's order and page in the address, and the change a press on a heading or the pager asks for. */
function serverOrderOf(
  by: OrderedTable,
  { query, onChange }: BreakdownOrdering,
  pages: { page: number; totalPages: number },
): ServerOrder {
  const { sort, order } = breakdownOrder(query, by)
  return {
    sorting: { key: sort, direction: order === 'asc' ? 'ascending' : 'descending' },
    // A new order starts at its first page.
    onSort: ({ key, direction }) =>
      onChange({
        [`${by}Sort`]: key,
        [`${by}Order`]: direction === 'ascending' ? 'asc' : 'desc',
        [`${by}Page`]: undefined,
      }),
    page: pages.page,
    totalPages: pages.totalPages,
    onPage: (page) => onChange({ [`${by}Page`]: page }),
  }
}

export function SummaryBreakdowns({ summary, orders }: { summary: Summary; orders: BreakdownOrdering }) {
  return (
    <div className="grid gap-4">
      <BreakdownTable
        caption="By campaign"
        dimension="campaign"
        rows={summary.byCampaign}
        spend
        calls
        serverOrder={serverOrderOf('campaign', orders, summary.pages.campaign)}
      />
      {/* One above the other: By source with its spend is too wide to share a row even at 1920 px. */}
      <BreakdownTable
        caption="By source"
        dimension="source"
        rows={summary.bySource}
        spend
        serverOrder={serverOrderOf('source', orders, summary.pages.source)}
      />
      <BreakdownTable
        caption="By medium"
        dimension="medium"
        rows={summary.byMedium}
        serverOrder={serverOrderOf('medium', orders, summary.pages.medium)}
      />
    </div>
  )
}

/** The campaign landing pages (/lp/...): the sessions that first landed on each, and their leads, sorted and paged on the server. */
export function LandingPageBreakdown({ report, orders }: { report: LandingPages; orders: BreakdownOrdering }) {
  return (
    <BreakdownTable
      caption="By landing page"
      dimension="landingPage"
      rows={report.byLandingPage}
      serverOrder={serverOrderOf('landingPage', orders, report.page)}
    />
  )
}
