/**
 * A time as the exports write it on a location's clock (`YYYY-MM-DD HH:MM`), computed with Intl so the
 * tests check the SQL's zone conversion against an independent one.
 */
export function minuteIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: string) => parts.find((candidate) => candidate.type === type)!.value
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`
}
