import { isLocationSlug, type ServiceType } from '../catalog'
import { match } from './match'
import { paths } from './paths'

/**
 * The query parameter that asks the site for a page with the signed-in editor's drafts (preview). Any
 * value: the editor's own session decides what they may read.
 */
export const PREVIEW_PARAM = 'preview'

/**
 * The Server-Timing entry that names the drafts a preview was rendered from: the page reads its own
 * (the navigation's server timing) and compares it with a fresh answer's to see whether it is stale.
 */
export const PREVIEW_VERSION_METRIC = 'preview-version'

/** What a CMS document says about where it is shown: the fields the site's addresses are made of. */
export interface ContentDocument {
  slug?: string | null
  type?: string | null
}

/** Pages whose address is not their slug: the home page, and the community programs of one location. */
const PAGE_PATHS: Readonly<Record<string, () => string>> = {
  home: () => paths.home(),
  montebello: () => paths.location.condosMontebello('dmv'),
  'columbia-river-walk': () => paths.location.columbiaRiverWalk('tri-cities'),
  reviews: () => paths.location.reviews('dmv'),
  'not-found': () => '/this-page-does-not-exist',
}

/** For globals: the page that shows the most of them (the header, banner and footer are on every page). */
const GLOBAL_PATHS: Readonly<Record<string, () => string>> = {
  'company-info': () => paths.home(),
  'site-settings': () => paths.home(),
}

function routedPath(path: string): string | undefined {
  const found = match(path)
  return found.page === 'not-found' ? undefined : path
}

function pathOf(collection: string, doc: ContentDocument): string | undefined {
  const slug = doc.slug ?? ''
  switch (collection) {
    case 'services':
      return paths.service(doc.type as ServiceType, slug as never)
    case 'locations':
      return isLocationSlug(slug) ? paths.location.home(slug) : undefined
    case 'articles':
      return paths.article(slug as never)
    case 'plans':
      return paths.plans()
    case 'industries':
      return paths.industries()
    case 'jobs':
      return paths.careerRoles()
    case 'landing-pages':
      return paths.landingPage(slug)
    case 'pages':
      return PAGE_PATHS[slug]?.() ?? routedPath(`/${slug}`)
    default:
      return GLOBAL_PATHS[collection]?.()
  }
}

/**
 * The site page that shows a CMS document (or global): where the admin's live preview and preview link
 * open, where a redirect to the document leads and where a renamed document's old address pointed.
 * Undefined when no page shows it (a document whose slug the route table does not know).
 */
export function sitePathOf(collectionOrGlobal: string, doc: ContentDocument): string | undefined {
  try {
    return pathOf(collectionOrGlobal, doc)
  } catch {
    // A path builder refuses a slug with no page (see build.ts).
    return undefined
  }
}
