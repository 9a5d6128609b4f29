import { createHash } from 'node:crypto'
import { PREVIEW_PARAM, PREVIEW_VERSION_METRIC } from '@ecs/shared/routes'
import { CONTENT_EDITOR_ROLES } from '@ecs/shared/roles'
import type { Request, Response } from 'express'
import { ContentUnavailableError, type ContentReader } from './content-cache'
import { requireSignedIn, sessionToken } from './staff-pages'

/**
 * Preview (docs/decisions/010-marketing.md): a page asked for with `?preview` is rendered by the site's one
 * render function from the signed-in editor's drafts, for that request only. It never reaches the page
 * cache or the content cache, and is answered `private, no-store` and `noindex` like every answer made
 * for one visitor (page-policy.ts); only the CMS admin may frame it (its live preview).
 */
export interface Previews {
  /**
   * The drafts reader for a preview request, or null once the request was answered (sign-in first,
   * not an editor, sign-in not checkable).
   */
  open(req: Request, res: Response): Promise<ContentReader | null>
  /**
   * Lets the CMS admin show the answer in its live preview frame (and nobody else frame it), and names
   * the version of the drafts it shows, so the page can tell whether a save happened while it loaded.
   */
  prepareAnswer(res: Response, page: string): void
}

/** An editor waits for their drafts rather than get an error page; visitors' reads keep CMS_TIMEOUT_MS. */
const PREVIEW_TIMEOUT_MS = 10_000

export function isPreviewRequest(search: string): boolean {
  return new URLSearchParams(search).has(PREVIEW_PARAM)
}

/**
 * Draft content as the editor may read it: every CMS path of the render asked with `draft=true` and the
 * editor's own session (the CMS decides what they may see), each read once per render, none kept.
 */
function draftContent({ cmsUrl, token }: { cmsUrl: string; token: string }): ContentReader {
  const reads = new Map<string, Promise<unknown>>()
  const load = async (path: string) => {
    const url = new URL(path, cmsUrl)
    url.searchParams.set('draft', 'true')
    const response = await fetch(url, {
      headers: { accept: 'application/json', authorization: `JWT ${token}` },
      signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS),
    })
    const text = await response.text()
    if (!response.ok) throw new ContentUnavailableError(path, response.status, `${response.status}: ${text}`)
    return JSON.parse(text) as unknown
  }
  return {
    get(path) {
      let read = reads.get(path)
      if (!read) reads.set(path, (read = load(path)))
      return read
    },
  }
}

export function createPreviews({
  cmsUrl,
  cmsPublicUrl,
}: {
  cmsUrl: string
  /** The admin's origin as editors' browsers reach it: the only page that may frame a preview. */
  cmsPublicUrl: string
}): Previews {
  const adminOrigin = new URL(cmsPublicUrl).origin
  return {
    async open(req, res) {
      if (!(await requireSignedIn(req, res, cmsUrl, CONTENT_EDITOR_ROLES))) return null
      return draftContent({ cmsUrl, token: sessionToken(req.headers.cookie)! })
    },
    prepareAnswer(res, page) {
      const policy = String(res.getHeader('content-security-policy') ?? '')
      res.setHeader(
        'content-security-policy',
        policy.replace("frame-ancestors 'none'", `frame-ancestors ${adminOrigin}`),
      )
      res.removeHeader('x-frame-options')
      // The same drafts give the same HTML (entry-server.tsx), so the page's hash is the drafts' version.
      const version = createHash('sha1').update(page).digest('base64url')
      res.setHeader('server-timing', `${PREVIEW_VERSION_METRIC};desc="${version}"`)
    },
  }
}
