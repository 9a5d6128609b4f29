/** How the staff pages write counts, rates, times and empty values. */
const NONE_LABEL = '(none)'

export const formatCount = (value: number) => value.toLocaleString('en-US')
export const formatRate = (value: number) => `${(value * 100).toFixed(1)}%`
export const formatDateTime = (value: string | null) =>
  value
    ? new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC'
    : '—'
export const label = (value: string | null | undefined) => value ?? NONE_LABEL
/**
 * A day (YYYY-MM-DD, a UTC day as the ledger keeps it) as people write it: "November 23, 2026", or as
 * another language's readers do ("23 de noviembre de 2026" in es-US).
 */
export const formatDay = (day: string, intlLocale = 'en-US') =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(intlLocale, { dateStyle: 'long', timeZone: 'UTC' })
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
