import type { CollectionSlug, PayloadRequest } from 'payload'

/** One saved state of a document as its version history lists it. */
type HistoryEntry = {
  versionId: number | string
  savedAt: string
  status: 'published' | 'draft'
  autosave: boolean
  /** Who saved it; null for a state saved with nobody signed in (the seed, an import) or before authors were kept. */
  savedBy: string | null
  /** Saved before versions kept their author: nobody can tell who saved it. */
  beforeAuthorsKept: boolean
}

/** The migration that began keeping each version's author; versions saved before it ran name nobody. */
const AUTHORS_KEPT_BY_MIGRATION = '20261127_004521_version_authors'

/** When versions began keeping their author: when that migration ran here (never, before it has). */
async function authorsKeptSince(req: PayloadRequest): Promise<string | null> {
  const { docs } = await req.payload.find({
    collection: 'payload-migrations',
    where: { name: { equals: AUTHORS_KEPT_BY_MIGRATION } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]?.createdAt ?? null
}

/**
 * A document's saved states, newest first, each with who saved it, read with the asker's own access
 * (an office account without version access gets none). The names are read beside: an editor may not
 * read other accounts, but sees who changed the page.
 */
export async function versionHistory(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: number | string,
  limit: number,
): Promise<HistoryEntry[]> {
  const versions = await req.payload.findVersions({
    collection,
    // With localization Payload keeps a snapshot per locale beside each save; those are not changes.
    where: { parent: { equals: id }, snapshot: { not_equals: true } },
    sort: '-updatedAt',
    limit,
    depth: 0,
    overrideAccess: false,
    req,
  })
  const authorIds = [
    ...new Set(versions.docs.map((doc) => (doc.version as { updatedBy?: number | null }).updatedBy).filter(Boolean)),
  ] as number[]
  const authors = authorIds.length
    ? await req.payload.find({
        collection: 'users',
        where: { id: { in: authorIds } },
        select: { name: true },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
    : { docs: [] }
  const nameOf = new Map(authors.docs.map((user) => [user.id, user.name]))
  const keptSince = await authorsKeptSince(req)
  return versions.docs.map((doc) => {
    const version = doc.version as { updatedBy?: number | null; _status?: string }
    return {
      versionId: doc.id,
      savedAt: doc.updatedAt,
      status: version._status === 'published' ? 'published' : 'draft',
      autosave: Boolean((doc as { autosave?: boolean }).autosave),
      savedBy: version.updatedBy ? (nameOf.get(version.updatedBy) ?? 'A deleted account') : null,
      beforeAuthorsKept: !version.updatedBy && (keptSince === null || doc.updatedAt < keptSince),
    }
  })
}
