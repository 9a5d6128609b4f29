import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { redirectKey, sitePathOf } from '@ecs/shared/routes'
import { publishedVersionOf } from '../../../utilities/published-version'

/**
 * A published page whose address changes leaves a 301 behind: its old address is sent to the page
 * (by reference, so a later rename follows), and a redirect away from its new address is removed,
 * since the page is there now. Compared with the last *published* version, so a slug changed in a
 * draft and published later still counts.
 */
export const rememberPublishedPath: CollectionBeforeChangeHook = async ({
  collection,
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || data._status !== 'published' || !originalDoc?.id) return data
  const published = await publishedVersionOf(collection.slug, originalDoc.id, req)
  if (published) req.context.publishedPath = sitePathOf(collection.slug, published)
  return data
}

export const redirectRenamedPage: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  const oldPath = req.context.publishedPath as string | undefined
  delete req.context.publishedPath
  const newPath = doc._status === 'published' ? sitePathOf(collection.slug, doc) : undefined
  if (!oldPath || !newPath || redirectKey(oldPath) === redirectKey(newPath)) return doc
  const to = {
    type: 'reference' as const,
    reference: { relationTo: collection.slug as 'landing-pages', value: doc.id },
  }
  await req.payload.delete({
    collection: 'redirects',
    where: { from: { equals: redirectKey(newPath) } },
    overrideAccess: true,
    req,
  })
  const existing = await req.payload.find({
    collection: 'redirects',
    where: { from: { equals: redirectKey(oldPath) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const redirect = existing.docs[0]
  if (redirect)
    await req.payload.update({
      collection: 'redirects',
      id: redirect.id,
      data: { to, type: '301' },
      overrideAccess: true,
      req,
    })
  else
    await req.payload.create({
      collection: 'redirects',
      data: { from: oldPath, to, type: '301' },
      overrideAccess: true,
      req,
    })
  req.payload.logger.info(`${collection.slug} ${doc.id} moved from ${oldPath} to ${newPath}: 301 kept`)
  return doc
}
