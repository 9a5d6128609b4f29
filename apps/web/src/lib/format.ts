import { writeCount, writeLongDay, type Locale } from '@ecs/shared/routes'

/** How the site writes counts, rates, times, days and empty values (the staff pages' most). */
const NONE_LABEL = '(none)'

export const formatCount = writeCount
export const formatRate = (value: number) => `${(value * 100).toFixed(1)}%`
export const formatDateTime = (value: string | null) =>
  value
    ? new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC'
    : '—'
export const label = (value: string | null | undefined) => value ?? NONE_LABEL
/**
 * A calendar day the CMS gives as YYYY-MM-DD (a ledger's day, a quote's issue and validity) as the page's
 * language writes it ("December 4, 2026", "4 de diciembre de 2026"). The day is no instant, so it is
 * read in UTC, where the string puts it.
 */
export function formatDay(day: string, locale: Locale): string {
  const date = `${day.slice(0, 10)}T00:00:00Z`
  return Number.isNaN(Date.parse(date)) ? day : writeLongDay(date, locale)
}
/** Return on ad spend (won value / cost) as marketing says it: "2.40×"; "—" without spend. */
export const formatReturn = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}×`)
/** A wait in minutes as staff say it: "4 min", "2 h 5 min"; "—" for none. */
export function formatMinutes(value: number | null): string {
  if (value === null) return '—'
  const minutes = Math.round(value)
  if (minutes < 60) return `${minutes} min`
  const rest = minutes % 60
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`
}
