import type { GroupRow, Summary } from '../api/report-queries'
import { formatUsd } from '@ecs/shared/schemas'
import { formatCount, formatRate, label } from '../../../lib/format'

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
    </dl>
  )
}

/** One breakdown (by source, medium or campaign): sessions, leads, conversion and revenue, biggest first. */
function BreakdownTable({
  caption,
  dimension,
  rows,
}: {
  caption: string
  dimension: 'source' | 'medium' | 'campaign'
  rows: GroupRow[]
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 capitalize">
              {dimension}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Sessions
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Leads
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Conversion
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Won
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Won value
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Value / session
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={7} className="px-3 py-3 text-slate-600">
                No sessions in this range.
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={label(row[dimension])} className="border-t border-slate-100">
              <th scope="row" className="max-w-56 truncate px-3 py-2 font-medium">
                {label(row[dimension])}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.sessions)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.leads)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatRate(row.conversionRate)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.wonLeads)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatUsd(row.wonValue)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatUsd(row.valuePerSession)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function SummaryBreakdowns({ summary }: { summary: Summary }) {
  return (
    <div className="grid gap-4">
      <BreakdownTable caption="By campaign" dimension="campaign" rows={summary.byCampaign} />
      <div className="grid gap-4 xl:grid-cols-2">
        <BreakdownTable caption="By source" dimension="source" rows={summary.bySource} />
        <BreakdownTable caption="By medium" dimension="medium" rows={summary.byMedium} />
      </div>
    </div>
  )
}
