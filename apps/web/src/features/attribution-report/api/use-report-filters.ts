import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { ReportFilters } from './report-queries'

const DAY_MS = 24 * 60 * 60 * 1000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

export function defaultRange(now = Date.now()): { from: string; to: string } {
  return { from: isoDay(now - 29 * DAY_MS), to: isoDay(now) }
}

const yesNo = (value: string | null) => (value === 'true' || value === 'false' ? value : undefined)

/**
 * The dashboard's filters live in the page address (?from=...&campaign=...), so a filtered view can
 * be reloaded, bookmarked and shared. Changing a filter goes back to page 1.
 */
export function useReportFilters(): [ReportFilters, (change: Partial<ReportFilters>) => void] {
  const [params, setParams] = useSearchParams()
  const filters = useMemo<ReportFilters>(() => {
    const range = defaultRange()
    const text = (name: string) => params.get(name)?.trim() || undefined
    const page = Number(params.get('page'))
    return {
      from: text('from') ?? range.from,
      to: text('to') ?? range.to,
      source: text('source'),
      medium: text('medium'),
      campaign: text('campaign'),
      hasClickId: yesNo(params.get('hasClickId')),
      converted: yesNo(params.get('converted')),
      page: Number.isInteger(page) && page > 0 ? page : 1,
      pageSize: 25,
    }
  }, [params])

  const update = useCallback(
    (change: Partial<ReportFilters>) => {
      setParams((current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined || value === '') next.delete(key)
          else next.set(key, String(value))
        }
        if (!('page' in change)) next.delete('page')
        return next
      })
    },
    [setParams],
  )
  return [filters, update]
}
