const dayOf = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone })
const timeOf = (timeZone: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone })

/** A moment as customers and staff read it, in the office's zone: "Fri, Nov 27, 9:00 AM". */
export function momentLabel(at: number | string | Date, timeZone: string): string {
  const moment = new Date(at)
  return `${dayOf(timeZone).format(moment)}, ${timeOf(timeZone).format(moment)}`
}

/** A window the same way: "Fri, Nov 27, 9:00 AM – 12:00 PM". */
export function windowLabel(window: { start: number | string; end: number | string }, timeZone: string): string {
  return `${momentLabel(window.start, timeZone)} – ${timeOf(timeZone).format(new Date(window.end))}`
}
