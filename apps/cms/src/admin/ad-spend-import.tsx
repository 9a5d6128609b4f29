'use client'
import { useId, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { API_ROUTES } from '@ecs/shared/api'
import type { AdSpendImported } from '@ecs/shared/attribution'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** What the server said of an import: what it stored, or the line and column it refused. */
async function outcome(response: Response): Promise<string> {
  const answer = (await response.json().catch(() => ({}))) as Partial<AdSpendImported> & {
    detail?: string
    title?: string
  }
  if (!response.ok)
    return `Nothing was imported. ${answer.detail ?? answer.title ?? `The server answered ${response.status}.`}`
  return `${answer.format}: ${plural(answer.lines ?? 0, 'campaign day')} read, ${answer.created} new, ${answer.updated} changed, ${answer.unchanged} already as the file says.`
}

/**
 * Above the Ad spend list: "Import CSV" takes an ad platform's report export (Google Ads campaign report,
 * Microsoft Ads campaign performance or Meta Ads Manager campaigns, by day) and says what it stored, or the
 * line and column it refused with nothing stored. Hand entry stays the list's "Create new".
 */
export function AdSpendImport() {
  const router = useRouter()
  const input = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const ids = { heading: useId(), file: useId(), hint: useId() }

  const upload = async () => {
    const file = input.current?.files?.[0]
    if (!file) return setStatus('Choose the exported CSV file first.')
    setBusy(true)
    setStatus('Importing…')
    const response = await fetch(API_ROUTES.adSpendImport.path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'text/csv' },
      body: file,
    }).catch(() => undefined)
    setBusy(false)
    setStatus(response ? await outcome(response) : 'The server could not be reached. Try again in a moment.')
    if (response?.ok) router.refresh()
  }

  return (
    <section aria-labelledby={ids.heading} style={{ margin: '0 0 24px' }}>
      <h2 id={ids.heading} style={{ fontSize: 18 }}>
        Import CSV
      </h2>
      <p id={ids.hint} style={{ color: 'var(--theme-elevation-650)', maxWidth: 720 }}>
        The daily campaign report as Google Ads, Microsoft Ads or Meta Ads Manager downloads it (campaigns by day, with
        their cost). Importing the same file again changes nothing; a newer file updates the days it covers.
      </p>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <label htmlFor={ids.file}>Spend export</label>
        <input id={ids.file} ref={input} type="file" accept=".csv,text/csv" aria-describedby={ids.hint} />
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          style={{ margin: 0 }}
          onClick={upload}
          disabled={busy}
        >
          Import CSV
        </button>
      </div>
      <p role="status" aria-live="polite">
        {status}
      </p>
    </section>
  )
}
