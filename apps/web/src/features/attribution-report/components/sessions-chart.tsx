import { formatUsd } from '@ecs/shared/schemas'
import { useId, useState } from 'react'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { Timeseries } from '@ecs/shared/attribution'

/** What the chart's second line shows beside sessions. */
const MEASURES = {
  leads: { name: 'Leads', color: '#0f766e' },
  wonValue: { name: 'Won value (USD)', color: '#b45309' },
} as const
type Measure = keyof typeof MEASURES

/**
 * Sessions per day beside leads or won value (the value of the day's sessions' won jobs). Only the
 * /cms dashboard imports this, so recharts lands in that page's chunk. A table with the same figures
 * follows for screen readers (charts are not readable by them).
 */
export function SessionsChart({ series }: { series: Timeseries }) {
  const id = useId()
  const [measure, setMeasure] = useState<Measure>('leads')
  const shown = MEASURES[measure]
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">Sessions and {shown.name.toLowerCase()} per day (UTC)</span>
        <fieldset className="flex gap-3 text-sm">
          <legend className="sr-only">Beside sessions, show</legend>
          {(Object.keys(MEASURES) as Measure[]).map((option) => (
            <label key={option} htmlFor={`${id}-${option}`} className="flex items-center gap-1">
              <input
                id={`${id}-${option}`}
                type="radio"
                name={`${id}-measure`}
                checked={measure === option}
                onChange={() => setMeasure(option)}
                className="accent-brand-700"
              />
              {MEASURES[option].name}
            </label>
          ))}
        </fieldset>
      </figcaption>
      <div className="h-72" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={series.days} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={24} />
            <YAxis yAxisId="sessions" tick={{ fontSize: 12 }} allowDecimals={false} />
            <YAxis
              yAxisId="measure"
              orientation="right"
              tick={{ fontSize: 12 }}
              allowDecimals={measure === 'wonValue'}
            />
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
              yAxisId="measure"
              type="monotone"
              dataKey={measure}
              name={shown.name}
              stroke={shown.color}
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
              <th scope="col" className="pr-4">
                Leads
              </th>
              <th scope="col">Won value</th>
            </tr>
          </thead>
          <tbody>
            {series.days.map((day) => (
              <tr key={day.day}>
                <td className="pr-4">{day.day}</td>
                <td className="pr-4 tabular-nums">{day.sessions}</td>
                <td className="pr-4 tabular-nums">{day.leads}</td>
                <td className="tabular-nums">{formatUsd(day.wonValue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
