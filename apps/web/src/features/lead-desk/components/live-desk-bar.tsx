import type { LiveDesk } from '../api/use-live-desk'
import { kindLabel } from './desk-format'

const secondaryButton =
  'rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700'

/**
 * Whether the desk is live, the lead heard last (said to screen readers too) and the desktop alerts'
 * switch: permission is asked only when the staff member presses the button, never on load.
 */
export function LiveDeskBar({ live }: { live: LiveDesk }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
      <p role="status" className="flex items-center gap-2 text-slate-800">
        <span
          aria-hidden="true"
          className={`inline-block h-2.5 w-2.5 rounded-full ${live.connected ? 'bg-emerald-600' : 'bg-amber-500'}`}
        />
        {live.connected ? 'Live: new leads appear by themselves.' : 'Reconnecting to live updates…'}
        {live.latest && (
          <span className="text-slate-700">
            Latest: {live.latest.lead.name || live.latest.lead.reference} ({kindLabel(live.latest.lead.kind)},{' '}
            {live.latest.lead.locationLabel ?? 'no location'})
          </span>
        )}
      </p>
      {live.alerts === 'default' && (
        <button type="button" onClick={live.askForAlerts} className={secondaryButton}>
          Turn on desktop alerts
        </button>
      )}
      {live.alerts === 'granted' && <p className="text-slate-700">Desktop alerts are on.</p>}
      {live.alerts === 'denied' && (
        <p className="text-slate-700">Desktop alerts are blocked in this browser&apos;s site settings.</p>
      )}
    </div>
  )
}
