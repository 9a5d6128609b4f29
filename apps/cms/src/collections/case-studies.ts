import type { CollectionConfig, Validate } from 'payload'
import { DEFAULT_LANGUAGE } from '@ecs/shared/schemas'
import { contentAccess } from '../access/content-access'
import { illustrationFlag } from '../fields/illustration-flag'
import { localized } from '../fields/localized'
import { proofTags } from '../fields/proof-tags'
import { contentVersions } from './content-versions'

/**
 * A client's logo is shown only with words for people who cannot see it: required in English where there
 * is a logo (Spanish falls back to it, like every required word).
 */
const altWithLogo: Validate = (value, { siblingData, req }) =>
  !(siblingData as { logo?: unknown }).logo ||
  (req.locale && String(req.locale) !== DEFAULT_LANGUAGE) ||
  (typeof value === 'string' && value.trim() !== '')
    ? true
    : 'Say whose logo it is, e.g. "Riverside Property Group logo".'

/** A commercial job told as a short story: who the client is, what was wrong, what we did and what came of it. */
export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  labels: { singular: 'Case study', plural: 'Case studies' },
  access: contentAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'clientType', 'illustration', 'locations', '_status'],
    description:
      'Commercial jobs told in four parts, shown on the pages of the services and locations they are tagged with.',
  },
  defaultSort: 'sortOrder',
  fields: [
    localized({
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: 'The story in a line, e.g. "A four-level garage clean in one night".' },
    }),
    localized({
      name: 'clientType',
      type: 'text',
      required: true,
      maxLength: 100,
      admin: { description: 'Who the client is, without naming them unless they agreed, e.g. "Hotel, 220 rooms".' },
    }),
    {
      name: 'industry',
      type: 'relationship',
      relationTo: 'industries',
      admin: { description: 'The client’s industry, as the industries page lists them.' },
    },
    localized({ name: 'problem', type: 'textarea', required: true, maxLength: 600, label: 'The problem' }),
    localized({ name: 'work', type: 'textarea', required: true, maxLength: 800, label: 'What we did' }),
    localized({ name: 'result', type: 'textarea', required: true, maxLength: 600, label: 'The result' }),
    {
      type: 'row',
      fields: [
        {
          name: 'logo',
          type: 'upload',
          relationTo: 'media',
          admin: { width: '50%', description: 'The client’s logo, only with their permission.' },
        },
        localized({
          name: 'logoAlt',
          type: 'text',
          maxLength: 120,
          validate: altWithLogo,
          admin: { width: '50%', description: 'Whose logo it is, e.g. "Riverside Property Group logo".' },
        }),
      ],
    },
    {
      name: 'quote',
      type: 'group',
      label: 'What the client said',
      admin: { description: 'Optional: the client’s own words, with their permission.' },
      fields: [
        localized({ name: 'text', type: 'textarea', maxLength: 500 }),
        { name: 'name', type: 'text', maxLength: 80, admin: { description: 'Who said it, e.g. "Dana R."' } },
        localized({ name: 'role', type: 'text', maxLength: 80, admin: { description: 'e.g. "Facilities manager"' } }),
      ],
    },
    ...proofTags,
    illustrationFlag,
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'The case study’s place among those on a page: lowest first.' },
    },
  ],
  versions: contentVersions,
}
