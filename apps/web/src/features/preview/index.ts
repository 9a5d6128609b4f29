import { isDocumentEvent, ready } from '@payloadcms/live-preview'
import { PREVIEW_PARAM, PREVIEW_VERSION_METRIC } from '@ecs/shared/routes'

/** This page is a preview of an editor's drafts (the server rendered it with them, server/preview.ts). */
export function isPreview(location: Location): boolean {
  return new URLSearchParams(location.search).has(PREVIEW_PARAM)
}

/** The drafts' version in a Server-Timing header value (server/preview.ts names it). */
function versionIn(serverTiming: string | null): string | undefined {
  const entry = serverTiming?.split(',').find((metric) => metric.trim().startsWith(`${PREVIEW_VERSION_METRIC};`))
  return entry?.match(/desc="?([^";]+)"?/)?.[1]
}

/** The version of the drafts this page was rendered from, where the browser exposes its own server timing. */
function renderedVersion(win: Window): string | undefined {
  const [navigation] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return navigation?.serverTiming.find((metric) => metric.name === PREVIEW_VERSION_METRIC)?.description
}

/**
 * Inside the CMS admin's live preview (a frame, or a window it opened): tells the admin the page is
 * ready and renders the page again on the server whenever the drafts it shows changed, so what the
 * editor sees is always the site's own render of their latest save (a draft, an autosave, a publish).
 *
 * The admin announces each save with a message, but a message sent while this page was loading (after
 * the previous page unloaded, before this one listened) reaches no one. So the page also asks the
 * server, once it listens, whether its drafts are still the latest, and again on each announced save
 * (which also spares the reload the admin's first message after `ready` would cause for nothing).
 */
export async function followLivePreview(win: Window): Promise<void> {
  const admin = win.opener ?? (win.parent !== win ? win.parent : null)
  if (!admin) return
  const rendered = renderedVersion(win)
  const latestVersion = () =>
    fetch(win.location.href, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' })
      .then((response) => versionIn(response.headers.get('server-timing')))
      .catch(() => undefined)
  const response = await fetch('/__staff/config', { credentials: 'same-origin' })
  const { cmsAdminUrl } = (await response.json()) as { cmsAdminUrl: string }
  const serverURL = new URL(cmsAdminUrl).origin
  win.addEventListener('message', (event) => {
    if (!isDocumentEvent(event, serverURL)) return
    void (async () => {
      if (!rendered || (await latestVersion()) !== rendered) win.location.reload()
    })()
  })
  ready({ serverURL })
  if (!rendered) return
  const latest = await latestVersion()
  if (latest && latest !== rendered) win.location.reload()
}
