import { problem } from '@ecs/shared/http'
import type { RequestHandler } from 'express'
import { siteContentLocale } from '../src/api/site-content'
import type { ContentReader } from './content-cache'
import { PER_REQUEST_CACHE_CONTROL } from './page-policy'
import { sendProblem } from './problem'
import type { LoadEntry } from './render'

/** A version never changes its bytes, so a browser keeps it for good. */
const VERSIONED_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * The site content file every page names in its boot data (`?v=` its version): the current content,
 * read through the content cache like the pages, so it is served from memory and through a CMS outage.
 * Asked with the current version it is cacheable for good; with an older one (a page rendered before a
 * content change) it is the current content, revalidated on every use.
 */
export function siteContentFile({
  loadEntry,
  content,
}: {
  loadEntry: LoadEntry
  content: ContentReader
}): RequestHandler {
  return async (req, res) => {
    try {
      const entry = await loadEntry()
      const { version, body } = await entry.renderSiteContent(
        ({ queryKey }) => content.get(String(queryKey[0])),
        siteContentLocale(req.query),
      )
      res
        .status(200)
        .type('json')
        .setHeader('cache-control', req.query.v === version ? VERSIONED_CACHE_CONTROL : PER_REQUEST_CACHE_CONTROL)
        .send(body)
    } catch (error) {
      console.error('[site-content]', error)
      res.setHeader('retry-after', '30')
      sendProblem(res, problem(503, 'The site content cannot be read right now.'))
    }
  }
}
