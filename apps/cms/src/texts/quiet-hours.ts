import { env } from '../env'

/** The wall-clock date and time at `at` in `timeZone`. */
function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>
  return parts
}

/** How far `timeZone`'s clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const clock = wallClock(at, timeZone)
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second)
  return asUtc - (at.getTime() - at.getMilliseconds())
}

/**
 * When a text to a customer in `timeZone` may go out: `now` during the texting hours there (8:00-21:00),
 * else the next 8:00 there (the same morning before 8:00, the next one from 21:00). Daylight saving is
 * followed: the offset is read at the morning itself.
 */
export function textingTime(now: Date, timeZone: string, [firstHour, lastHour] = env.TEXT_HOURS): Date {
  const clock = wallClock(now, timeZone)
  if (clock.hour >= firstHour && clock.hour < lastHour) return now
  const dayAhead = clock.hour >= lastHour ? 1 : 0
  const morningAsUtc = Date.UTC(clock.year, clock.month - 1, clock.day + dayAhead, firstHour)
  const guess = new Date(morningAsUtc - offsetAt(now, timeZone))
  return new Date(morningAsUtc - offsetAt(guess, timeZone))
}
