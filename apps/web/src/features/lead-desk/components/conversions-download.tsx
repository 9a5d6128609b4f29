import { useId, useState } from 'react'
import { conversionsPath } from '../api/desk-queries'

/**
 * The Google Ads offline conversion download: won leads that came from an ad click (gclid, gbraid or
 * wbraid), in Google's import template, over the last 90 days (Google ignores older clicks). Qualified
 * leads and hashed email and phone (enhanced conversions for leads) are each a choice.
 */
export function ConversionsDownload() {
  const id = useId()
  const [qualified, setQualified] = useState(false)
  const [hashed, setHashed] = useState(false)
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        Google Ads offline conversions
      </h2>
      <p className="mt-1 text-slate-700">
        Won leads from Google ad clicks in the last 90 days, ready for Google Ads' conversion import. The conversion
        names and time zone are set in the CMS (Google Ads settings).
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={qualified}
            onChange={(event) => setQualified(event.target.checked)}
            className="h-4 w-4 accent-brand-700"
          />
          Also qualified leads
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={hashed}
            onChange={(event) => setHashed(event.target.checked)}
            className="h-4 w-4 accent-brand-700"
          />
          Add hashed email and phone (enhanced conversions)
        </label>
        <a
          href={conversionsPath({ qualified, hashed })}
          download
          className="rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Download conversions (CSV)
        </a>
      </div>
    </section>
  )
}
