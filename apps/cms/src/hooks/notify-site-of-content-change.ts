import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { env } from '../env'

/**
 * Tells the site its cached content is stale. Fire and forget: an unreachable site must never fail an
 * editor's save, and the site's cache also expires on its own.
 */
export function notifySiteOfChange(what: string, log: (message: string) => void): void {
  void fetch(new URL('/__content-changed', env.SITE_NOTIFY_URL ?? env.SITE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-content-change-secret': env.CONTENT_CHANGE_SECRET },
    body: JSON.stringify({ what }),
    signal: AbortSignal.timeout(2000),
  }).catch(() => log(`site not notified of change to ${what}`))
}

export const notifySiteAfterChange: CollectionAfterChangeHook = ({ collection, doc, req }) => {
  if (!req.context.skipSiteNotify) notifySiteOfChange(collection.slug, (m) => req.payload.logger.debug(m))
  return doc
}

export const notifySiteAfterDelete: CollectionAfterDeleteHook = ({ collection, doc, req }) => {
  if (!req.context.skipSiteNotify) notifySiteOfChange(collection.slug, (m) => req.payload.logger.debug(m))
  return doc
}

export const notifySiteAfterGlobalChange: GlobalAfterChangeHook = ({ global, doc, req }) => {
  if (!req.context.skipSiteNotify) notifySiteOfChange(global.slug, (m) => req.payload.logger.debug(m))
  return doc
}

export const notifySiteHooks = { afterChange: [notifySiteAfterChange], afterDelete: [notifySiteAfterDelete] }
