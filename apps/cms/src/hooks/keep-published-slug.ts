import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import { sitePathOf } from '@ecs/shared/routes'
import { publishedVersionOf } from '../utilities/published-version'

/**
 * A published page's or service's slug stays. Their addresses are the site's own (its route table:
 * /about-us shows the page with slug about-us; a service's slug is also what the estimate form sends),
 * so a new slug would leave the old address without its text and lead nowhere new: no redirect could
 * fix that. Marketing sends other addresses to a page with a redirect instead, which the message says.
 * Landing pages, whose addresses are open, are renamed with a redirect (landing-pages/hooks).
 */
export const keepPublishedSlug: CollectionBeforeValidateHook = async ({
  collection,
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc?.id || typeof data?.slug !== 'string') return data
  const published = await publishedVersionOf(collection.slug, originalDoc.id, req)
  if (!published || published.slug === data.slug) return data
  const path = sitePathOf(collection.slug, published) ?? `the address of "${published.slug}"`
  throw new ValidationError({
    collection: collection.slug,
    errors: [
      {
        path: 'slug',
        message: `The site shows this at ${path}, so its slug stays "${published.slug}". To send another address here, add a redirect under Redirects.`,
      },
    ],
  })
}
