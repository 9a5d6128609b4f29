import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { Timeseries } from '../api/report-queries'

/**
 * Sessions and leads per day. Only the /cms dashboard imports this, so recharts lands in that page's
 * chunk. A table with the same figures follows for screen readers (charts are not readable by them).
 */
export function SessionsChart({ series }: { series: Timeseries }) {
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="mb-2 font-semibold text-slate-900">Sessions and leads per day (UTC)</figcaption>
      <div className="h-72" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={series.days} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={24} />
            <YAxis yAxisId="sessions" tick={{ fontSize: 12 }} allowDecimals={false} />
            <YAxis yAxisId="leads" orientation="right" tick={{ fontSize: 12 }} allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Line
              yAxisId="sessions"
              type="monotone"
              dataKey="sessions"
              name="Sessions"
              stroke="#6d28d9"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              yAxisId="leads"
              type="monotone"
              dataKey="leads"
              name="Leads"
              stroke="#0f766e"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-800">Figures as a table</summary>
        <table className="mt-2 text-left">
          <thead>
            <tr>
              <th scope="col" className="pr-4">
                Day
              </th>
              <th scope="col" className="pr-4">
                Sessions
              </th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {series.days.map((day) => (
              <tr key={day.day}>
                <td className="pr-4">{day.day}</td>
                <td className="pr-4 tabular-nums">{day.sessions}</td>
                <td className="tabular-nums">{day.leads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
