import type { ContentChange } from '@ecs/shared/shared-state'

/**
 * What one cached CMS answer can contain, from its path's own query and the answer itself: the source
 * it reads (a collection's slug, or `globals/` and a global's slug), how deep related documents are
 * populated in it, and the ids of every document in it.
 */
export interface ContentReach {
  /** Undefined for a path that is not a REST read of a source: then it can contain anything. */
  source: string | undefined
  /** The one document read by id (`/api/services/12`), if the path names one. */
  id: string | undefined
  /** Infinity when the path leaves it to the CMS's default. */
  depth: number
  /** A `where` on a related document's field (`where[location.slug]`): the matches change with it. */
  filtersThroughRelations: boolean
  ids: ReadonlySet<string>
}

const REST_PATH = /^\/api\/(globals\/[^/]+|[^/]+)(?:\/([^/]+))?\/?$/

function idsIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, into)
  else if (value && typeof value === 'object') {
    const { id } = value as { id?: unknown }
    if (typeof id === 'number' || typeof id === 'string') into.add(String(id))
    for (const item of Object.values(value)) if (item && typeof item === 'object') idsIn(item, into)
  }
  return into
}

export function reachOf(path: string, answer: unknown): ContentReach {
  const url = new URL(path, 'http://cms')
  const match = REST_PATH.exec(url.pathname)
  const depth = url.searchParams.get('depth')
  return {
    source: match?.[1],
    id: match?.[1]?.startsWith('globals/') ? undefined : match?.[2],
    depth: depth !== null && /^\d+$/.test(depth) ? Number(depth) : Infinity,
    filtersThroughRelations: [...url.searchParams.keys()].some((key) =>
      /^where(\[[^\]]*\])*\[[^\]]*\.[^\]]*\]/.test(key),
    ),
    ids: idsIn(answer, new Set()),
  }
}

/**
 * Whether a change can alter this answer, erring on the side of yes. A read of the changed source
 * itself can (a saved document may now match a list, or leave it), unless it reads another document
 * by id. A read of another source can only through its relations, populated deep enough, and then
 * only if the changed document is in it: a document newly pointed at arrives with its pointer's own
 * change. A filter through relations can match other documents after any change to them.
 */
export function mayContain(reach: ContentReach, change: ContentChange): boolean {
  if (reach.source === undefined) return true
  if (reach.source === change.source) return reach.id === undefined || String(change.id) === reach.id
  const depth = change.containedBy[reach.source]
  if (depth === undefined) return false
  if (reach.filtersThroughRelations) return true
  if (depth > reach.depth) return false
  return change.id === undefined || reach.ids.has(String(change.id))
}
