import { CONTENT_CHANGED_CHANNEL } from '@ecs/shared/shared-state'
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { env } from '../env'

/**
 * Tells the site its cached content is stale, two ways. Every site replica that reaches the database
 * listens on CONTENT_CHANGED_CHANNEL: the notice is sent in the saving transaction, so it goes out when
 * the change commits and never for a change rolled back. A site without the database (or an older
 * one) gets a POST to /__content-changed, fire and forget: an unreachable site must never fail an
 * editor's save, and the site's cache also expires on its own. The site folds the two into one re-read.
 */
async function notifySiteOfChange(req: PayloadRequest, what: string): Promise<void> {
  if (req.context.skipSiteNotify) return
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transaction = req.transactionID ? adapter.sessions[await req.transactionID]?.db : undefined
  await (transaction ?? adapter.drizzle).execute(sql`SELECT pg_notify(${CONTENT_CHANGED_CHANNEL}, ${what})`)
  void fetch(new URL('/__content-changed', env.SITE_NOTIFY_URL ?? env.SITE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-content-change-secret': env.CONTENT_CHANGE_SECRET },
    body: JSON.stringify({ what }),
    signal: AbortSignal.timeout(2000),
  }).catch(() => req.payload.logger.debug(`site not notified of change to ${what}`))
}

export const notifySiteAfterChange: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  await notifySiteOfChange(req, collection.slug)
  return doc
}

export const notifySiteAfterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await notifySiteOfChange(req, collection.slug)
  return doc
}

export const notifySiteAfterGlobalChange: GlobalAfterChangeHook = async ({ global, doc, req }) => {
  await notifySiteOfChange(req, global.slug)
  return doc
}

export const notifySiteHooks = { afterChange: [notifySiteAfterChange], afterDelete: [notifySiteAfterDelete] }
