import { CONTENT_CHANGED_CHANNEL, type ContentChange } from '@ecs/shared/shared-state'
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type {
  Block,
  CollectionAfterOperationHook,
  Config,
  Field,
  GlobalAfterChangeHook,
  PayloadRequest,
  Plugin,
} from 'payload'
import { env } from '../env'

/** A collection's slug, or `globals/` and a global's slug: the CMS path the site reads it under. */
type Source = string

const globalSource = (slug: string): Source => `globals/${slug}`

/**
 * The sources a list of fields points to (relationships, uploads and joins, however deep they are nested).
 * A field with read access of its own is one only the team reads (a location's booking settings name
 * services), never in the site's anonymous reads, so it makes no path.
 */
function relatedSources(fields: readonly Field[], blocks: readonly Block[], into = new Set<Source>()): Set<Source> {
  for (const field of fields) {
    if ('access' in field && field.access?.read) continue
    if ('relationTo' in field) for (const slug of [field.relationTo].flat()) into.add(slug)
    if (field.type === 'join') for (const slug of [field.collection].flat()) into.add(slug)
    if ('fields' in field) relatedSources(field.fields, blocks, into)
    if (field.type === 'tabs') for (const tab of field.tabs) relatedSources(tab.fields, blocks, into)
    if (field.type === 'blocks') {
      const referenced = (field.blockReferences ?? []).map((reference) =>
        typeof reference === 'string' ? blocks.find((block) => block.slug === reference) : reference,
      )
      for (const block of [...(field.blocks ?? []), ...referenced])
        if (block) relatedSources(block.fields, blocks, into)
    }
  }
  return into
}

/**
 * For each source, the sources whose reads can contain its documents and the smallest read depth at
 * which they do: a source pointing at another contains it at depth 1, one pointing at that at depth
 * 2, and so on (shortest path over the relations, reversed).
 */
function containersBySource(config: Config, announced: ReadonlySet<Source>): Map<Source, Record<Source, number>> {
  const blocks = config.blocks ?? []
  const pointsTo = new Map<Source, Set<Source>>([
    ...(config.collections ?? []).map((c) => [c.slug, relatedSources(c.fields, blocks)] as const),
    ...(config.globals ?? []).map((g) => [globalSource(g.slug), relatedSources(g.fields, blocks)] as const),
  ])
  const containers = new Map<Source, Record<Source, number>>()
  for (const source of announced) {
    const depths: Record<Source, number> = {}
    let frontier = new Set([source])
    for (let depth = 1; frontier.size > 0; depth++) {
      const next = new Set<Source>()
      for (const [container, targets] of pointsTo)
        if (!(container in depths) && [...frontier].some((target) => targets.has(target))) next.add(container)
      for (const container of next) depths[container] = depth
      frontier = next
    }
    // Only what the site reads is named: the rest only made paths through it.
    containers.set(source, Object.fromEntries(Object.entries(depths).filter(([name]) => announced.has(name))))
  }
  return containers
}

interface WrittenDocument {
  id: number | string
  _status?: unknown
}

/**
 * The documents an operation wrote that the site can read: none for a read, none for a draft save of a
 * collection with drafts (as Payload decides it: `draft` asked for and not publishing, which writes a
 * version and leaves the published document alone, autosave included), and a deleted document only if
 * it was published. An unpublish writes the published document: it counts.
 */
function publishedWrites({ args, collection, operation, result }: Parameters<CollectionAfterOperationHook>[0]) {
  const written = (value: unknown): WrittenDocument[] =>
    value && typeof value === 'object' && 'docs' in value
      ? (value.docs as WrittenDocument[])
      : [value as WrittenDocument]
  switch (operation) {
    case 'create':
    case 'update':
    case 'updateByID': {
      const { draft, data } = args as { draft?: boolean; data?: { _status?: unknown } }
      if (collection.versions?.drafts && draft && data?._status !== 'published') return []
      return written(result)
    }
    case 'delete':
    case 'deleteByID':
      return written(result).filter((doc) => doc._status !== 'draft')
    default:
      return []
  }
}

/**
 * Tells the site what changed. Every site replica that reaches the database listens on
 * CONTENT_CHANGED_CHANNEL: the notice is sent in the saving transaction, so it goes out when the
 * change commits and never for a change rolled back. A site without the database (SITE_NOTIFY_URL
 * names it) gets the same notice as a POST to /__content-changed, fire and forget: an unreachable site
 * must never fail an editor's save, and the site's cache also expires on its own.
 */
async function announce(req: PayloadRequest, change: ContentChange): Promise<void> {
  if (req.context.skipSiteNotify) return
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transaction = req.transactionID ? adapter.sessions[await req.transactionID]?.db : undefined
  const notice = JSON.stringify(change)
  await (transaction ?? adapter.drizzle).execute(sql`SELECT pg_notify(${CONTENT_CHANGED_CHANNEL}, ${notice})`)
  if (!env.SITE_NOTIFY_URL) return
  void fetch(new URL('/__content-changed', env.SITE_NOTIFY_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-content-change-secret': env.CONTENT_CHANGE_SECRET },
    body: notice,
    signal: AbortSignal.timeout(2000),
  }).catch(() => req.payload.logger.debug(`site not notified of change to ${change.source}`))
}

/**
 * Makes every listed collection and global announce its changes (after a save or a delete, in the
 * operation's transaction) with what changed: the source, the document's id, and which sources' reads
 * can contain it, derived here from the relations of the whole config. Listed last among the plugins,
 * so it sees their collections too.
 */
export function announceContentChanges({
  collections,
  globals,
}: {
  collections: readonly string[]
  globals: readonly string[]
}): Plugin {
  return (config) => {
    const announced = new Set([...collections, ...globals.map(globalSource)])
    const known = new Set([
      ...(config.collections ?? []).map((c) => c.slug),
      ...(config.globals ?? []).map((g) => globalSource(g.slug)),
    ])
    const unknown = [...announced].filter((source) => !known.has(source))
    if (unknown.length > 0) throw new Error(`announceContentChanges: no collection or global ${unknown.join(', ')}`)
    const containers = containersBySource(config, announced)
    // A global's draft saves would be announced as published ones (its hook cannot tell them apart).
    const drafted = (config.globals ?? []).filter(
      (g) => globals.includes(g.slug) && g.versions && typeof g.versions === 'object' && g.versions.drafts,
    )
    if (drafted.length > 0)
      throw new Error(
        `announceContentChanges: globals with drafts are not supported (${drafted.map((g) => g.slug).join(', ')})`,
      )
    const changeOf = (source: Source, id?: number | string): ContentChange => ({
      source,
      id,
      containedBy: containers.get(source)!,
    })

    const afterOperation: CollectionAfterOperationHook = async (hook) => {
      for (const doc of publishedWrites(hook)) await announce(hook.req, changeOf(hook.collection.slug, doc.id))
      return hook.result
    }
    // The globals listed have no drafts (refused above): every save is the published one.
    const afterGlobalChange: GlobalAfterChangeHook = async ({ global, doc, req }) => {
      await announce(req, changeOf(globalSource(global.slug)))
      return doc
    }

    return {
      ...config,
      collections: config.collections?.map((collection) =>
        announced.has(collection.slug)
          ? {
              ...collection,
              hooks: {
                ...collection.hooks,
                afterOperation: [...(collection.hooks?.afterOperation ?? []), afterOperation],
              },
            }
          : collection,
      ),
      globals: config.globals?.map((global) =>
        announced.has(globalSource(global.slug))
          ? {
              ...global,
              hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterGlobalChange] },
            }
          : global,
      ),
    }
  }
}
