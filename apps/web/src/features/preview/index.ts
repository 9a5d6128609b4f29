import { isDocumentEvent, ready } from '@payloadcms/live-preview'
import { PREVIEW_PARAM } from '@ecs/shared/routes'

/** This page is a preview of an editor's drafts (the server rendered it with them, server/preview.ts). */
export function isPreview(location: Location): boolean {
  return new URLSearchParams(location.search).has(PREVIEW_PARAM)
}

/**
 * Inside the CMS admin's live preview (a frame, or a window it opened): tells the admin the page is
 * ready and renders the page again on the server whenever the admin saves the document (a draft,
 * an autosave, a publish), so what the editor sees is always the site's own render of their drafts.
 */
export async function followLivePreview(win: Window): Promise<void> {
  const admin = win.opener ?? (win.parent !== win ? win.parent : null)
  if (!admin) return
  const response = await fetch('/__staff/config', { credentials: 'same-origin' })
  const { cmsAdminUrl } = (await response.json()) as { cmsAdminUrl: string }
  const serverURL = new URL(cmsAdminUrl).origin
  win.addEventListener('message', (event) => {
    if (isDocumentEvent(event, serverURL)) win.location.reload()
  })
  ready({ serverURL })
}
