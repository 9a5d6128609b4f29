import type { Plugin, RootLivePreviewConfig } from 'payload'
import { PREVIEW_PARAM, sitePathOf } from '@ecs/shared/routes'
import { DEFAULT_LANGUAGE } from '@ecs/shared/schemas'
import { env } from '../env'

/** Everything the site renders from the CMS, each shown on a page of its own (@ecs/shared sitePathOf). */
const PREVIEWED_COLLECTIONS = [
  'pages',
  'services',
  'locations',
  'articles',
  'plans',
  'industries',
  'jobs',
  'landing-pages',
]
/** On every page (header, banner, footer): previewed on the home page. */
const PREVIEWED_GLOBALS = ['company-info', 'site-settings']

/**
 * The site's page for a document, in preview and in the editor's language: the site renders it per request with the signed-in
 * editor's drafts (their own session decides what they may read), never kept, never indexed.
 */
function previewUrl(collectionOrGlobal: string, doc: Record<string, unknown>, language: string): string {
  const path = sitePathOf(collectionOrGlobal, doc) ?? '/'
  // The editor's language: the site's Spanish pages are the same paths under /es, read in that locale.
  const inLanguage = language === DEFAULT_LANGUAGE ? path : `/${language}${path === '/' ? '' : path}`
  return `${env.SITE_URL.replace(/\/$/, '')}${inLanguage}?${PREVIEW_PARAM}=1`
}

/** The real site beside the form, rendered again on every (auto)save, at the widths visitors use. */
export const livePreview: RootLivePreviewConfig = {
  url: ({ data, collectionConfig, globalConfig, locale }) =>
    previewUrl(collectionConfig?.slug ?? globalConfig?.slug ?? '', data as Record<string, unknown>, locale.code),
  collections: PREVIEWED_COLLECTIONS,
  globals: PREVIEWED_GLOBALS,
  breakpoints: [
    { name: 'phone', label: 'Phone', width: 390, height: 844 },
    { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
    { name: 'desktop', label: 'Desktop', width: 1366, height: 900 },
  ],
}

/** The "Preview" link on a document: its page with the drafts in a new tab, full size or to share with an editor. */
export const previewLinks: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    PREVIEWED_COLLECTIONS.includes(collection.slug)
      ? {
          ...collection,
          admin: { ...collection.admin, preview: (doc, { locale }) => previewUrl(collection.slug, doc, locale) },
        }
      : collection,
  ),
})
