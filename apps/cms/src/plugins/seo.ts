import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Config, Plugin } from 'payload'
import { sitePathOf } from '@ecs/shared/routes'
import { env } from '../env'

/** Collections whose documents carry fields/seo.ts (the search result of their page). */
const SEO_COLLECTIONS = ['pages', 'services', 'locations', 'articles', 'landing-pages']

/**
 * @payloadcms/plugin-seo for its field components (length guidance, search-result preview), their
 * translations and the endpoint that gives the preview its address. Its own `meta` group is left out:
 * our documents keep their `seo` group (fields/seo.ts, built with the plugin's fields), which the site
 * and the database already use.
 */
export const seo: Plugin = (config: Config) => {
  const withPlugin = seoPlugin({
    collections: SEO_COLLECTIONS,
    generateURL: ({ doc, collectionConfig }) =>
      `${env.SITE_URL.replace(/\/$/, '')}${sitePathOf(collectionConfig?.slug ?? '', doc) ?? ''}`,
  })(config) as Config
  return {
    ...withPlugin,
    collections: withPlugin.collections?.map((collection) =>
      SEO_COLLECTIONS.includes(collection.slug)
        ? { ...collection, fields: collection.fields.filter((field) => !('name' in field && field.name === 'meta')) }
        : collection,
    ),
  }
}
