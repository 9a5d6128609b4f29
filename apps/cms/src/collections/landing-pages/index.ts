import type { CollectionConfig } from 'payload'
import { isLandingPageSlug } from '@ecs/shared/routes'
import { contentAccess } from '../../access/content-access'
import { LANDING_PAGE_BLOCKS } from '../../blocks'
import { seoField } from '../../fields/seo'
import { slugField } from '../../fields/slug'
import { redirectRenamedPage, rememberPublishedPath } from './hooks/redirect-renamed-page'
import { contentVersions } from '../content-versions'
import { localized } from '../../fields/localized'

/**
 * Campaign landing pages at /lp/{slug}, built by marketing from blocks without a developer. Kept out
 * of search engines unless marketing says otherwise (a campaign page usually repeats a service page).
 */
export const LandingPages: CollectionConfig = {
  slug: 'landing-pages',
  labels: { singular: 'Landing page', plural: 'Landing pages' },
  access: contentAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'noindex', '_status', 'updatedAt'],
    description:
      'Campaign pages at /lp/ and a name of your choosing (e.g. /lp/spring-offer), built from sections. Leads from them carry the page as their source.',
  },
  defaultSort: '-updatedAt',
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Page',
          fields: [
            localized({
              name: 'title',
              type: 'text',
              required: true,
              admin: { description: 'The page’s name in the admin and, unless SEO says otherwise, in search results.' },
            }),
            {
              name: 'layout',
              type: 'blocks',
              labels: { singular: 'Section', plural: 'Sections' },
              required: true,
              minRows: 1,
              blocks: LANDING_PAGE_BLOCKS,
              admin: { description: 'The page’s sections, top to bottom: add, reorder or remove them.' },
            },
          ],
        },
        { label: 'SEO', fields: [seoField] },
      ],
    },
    slugField({
      admin: {
        position: 'sidebar',
        description:
          'The page’s name in its address, after /lp/: lowercase words and dashes, e.g. spring-offer. Renaming a published page sends visitors of its old address to the new one.',
      },
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && isLandingPageSlug(value)) ||
        'Use lowercase letters, digits and single dashes (at most 100 characters).',
    }),
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      admin: {
        position: 'sidebar',
        description: 'The office the page speaks for: its phone in the header, and the estimate form’s area.',
      },
    },
    {
      name: 'noindex',
      type: 'checkbox',
      defaultValue: true,
      label: 'Hide from search engines',
      admin: {
        position: 'sidebar',
        description: 'On for most campaigns, so the page does not compete with service pages.',
      },
    },
    {
      name: 'distractionFree',
      type: 'checkbox',
      defaultValue: false,
      label: 'Distraction-free',
      admin: {
        position: 'sidebar',
        description: 'Hide the site’s menus and footer links, leaving the logo and phone: visitors stay on the offer.',
      },
    },
  ],
  hooks: {
    beforeChange: [rememberPublishedPath],
    afterChange: [redirectRenamedPage],
  },
  versions: contentVersions,
}
