import type { CollectionConfig, FieldHook, NumberField, Validate } from 'payload'
import { upload } from 'payload/shared'
import { labelledOptions, SERVICE_TYPE_LABELS, SERVICE_TYPES } from '@ecs/shared/catalog'
import { sitePathOf } from '@ecs/shared/routes'
import { DEFAULT_ESTIMATE_PRICING, type EstimatePricing } from '@ecs/shared/schemas'
import { contentAccess } from '../access/content-access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { keepPublishedSlug } from '../hooks/keep-published-slug'
import { contentVersions } from './content-versions'
import { localized } from '../fields/localized'

/** Each service shows its own picture: a media document already used by another service is refused. */
const ownPicture: Validate = async (value, options) => {
  const checked = await upload(value, options as Parameters<typeof upload>[1])
  if (checked !== true || !value) return checked
  const mediaId = typeof value === 'object' ? (value as { id: number }).id : value
  const { req, id } = options
  const others = await req.payload.find({
    collection: 'services',
    where: { and: [{ image: { equals: mediaId } }, ...(id === undefined ? [] : [{ id: { not_equals: id } }])] },
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req,
  })
  const other = others.docs[0]
  return other ? `This picture already shows ${other.name}; give each service its own.` : true
}

/** Each location has at most one local note (and one local from-price) on a service. */
const onePerLocation: Validate = (value) => {
  const locations = ((value ?? []) as { location?: number | { id: number } }[]).map((note) =>
    typeof note.location === 'object' ? note.location.id : note.location,
  )
  return new Set(locations).size === locations.length || 'Give each location one entry.'
}

/** One of the estimate range's percentages, starting at the shared default. */
function estimatePercent(
  name: Exclude<keyof EstimatePricing, 'scope'>,
  label: string,
  description: string,
): NumberField {
  return {
    name,
    label,
    type: 'number',
    min: 0,
    max: 500,
    defaultValue: DEFAULT_ESTIMATE_PRICING[name],
    admin: { description: `${description} Percent of the from-price.` },
  }
}

/** The page address follows the type and slug, so nobody types it (and it cannot disagree with them). */
const servicePath: FieldHook = ({ data, originalDoc, value }) =>
  sitePathOf('services', { type: data?.type ?? originalDoc?.type, slug: data?.slug ?? originalDoc?.slug }) ?? value

export const Services: CollectionConfig = {
  slug: 'services',
  access: contentAccess,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'type', 'path', '_status'] },
  defaultSort: 'serviceId',
  fields: [
    {
      name: 'serviceId',
      label: 'Order in lists',
      type: 'number',
      required: true,
      unique: true,
      admin: {
        position: 'sidebar',
        description: 'The service’s place in the site’s lists of services: lowest first.',
      },
    },
    slugField({
      admin: {
        position: 'sidebar',
        description:
          'The last part of the page address, e.g. graffiti-removal for /commercial-services/graffiti-removal. Fixed once published: to send another address here, add a redirect.',
      },
    }),
    {
      name: 'path',
      type: 'text',
      required: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'The service page’s address, set from the service line and the address part above.',
      },
      hooks: { beforeValidate: [servicePath] },
    },
    localized({
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'As customers say it, e.g. "Soft washing".' },
    }),
    {
      name: 'type',
      type: 'select',
      required: true,
      options: labelledOptions(SERVICE_TYPES, SERVICE_TYPE_LABELS),
      index: true,
      admin: { description: 'Which service line lists it: homes or businesses.' },
    },
    localized({
      name: 'description',
      type: 'textarea',
      required: true,
      admin: {
        description: 'One or two sentences on the service’s cards, and its search result unless SEO says otherwise.',
      },
    }),
    localized({
      name: 'intro',
      type: 'textarea',
      admin: { description: 'The paragraph under the page title; the description is used when empty.' },
    }),
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      validate: ownPicture,
      admin: { description: 'The service’s picture on its page and cards; each service has its own.' },
    },
    // Written by the seed before pictures were media documents; nothing reads it any more.
    { name: 'imageSlug', type: 'text', admin: { hidden: true } },
    {
      name: 'locations',
      type: 'relationship',
      relationTo: 'locations',
      hasMany: true,
      admin: { description: 'The locations that sell this service: it gets a page in each.' },
    },
    {
      name: 'highlights',
      type: 'array',
      admin: { description: 'Short selling points, listed as ticks on the service page.' },
      fields: [localized({ name: 'text', type: 'text', required: true })],
    },
    {
      name: 'pricing',
      type: 'group',
      admin: {
        description:
          'Shown on the service page only when set: a starting price ("From $189 per home"), what the price depends on, or both.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'fromPrice', type: 'number', min: 0, admin: { description: 'US dollars, e.g. 189.' } },
            localized({
              name: 'unit',
              type: 'text',
              maxLength: 40,
              admin: { description: 'What the price is for, e.g. "per home".' },
            }),
          ],
        },
        {
          name: 'factors',
          type: 'array',
          labels: { singular: 'Price factor', plural: 'Price factors' },
          fields: [localized({ name: 'text', type: 'text', required: true })],
        },
        {
          name: 'localPrices',
          type: 'array',
          labels: { singular: 'Local from-price', plural: 'Local from-prices' },
          admin: { description: 'A location’s own from-price, where it differs from the one above.' },
          validate: onePerLocation,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'location', type: 'relationship', relationTo: 'locations', required: true },
                { name: 'fromPrice', type: 'number', required: true, min: 0, admin: { description: 'US dollars.' } },
              ],
            },
          ],
        },
        {
          name: 'estimate',
          type: 'group',
          label: 'Price range in the estimate form',
          admin: {
            condition: (data) => data?.type === 'residential',
            description:
              'The free-estimate form shows homeowners a range as soon as they give the size and stories: the from-price is what the smallest one-story home pays, and these percentages are added to it.',
          },
          fields: [
            {
              type: 'row',
              fields: [
                estimatePercent('mediumPercent', 'Medium home', 'Added for 1,500 to 3,000 sq ft.'),
                estimatePercent('largePercent', 'Large home', 'Added for over 3,000 sq ft.'),
                estimatePercent('storyPercent', 'Each story', 'Added for each story above the first.'),
                estimatePercent('spreadPercent', 'Range width', 'How far the top of the range is above its bottom.'),
              ],
            },
            localized({
              name: 'scope',
              type: 'text',
              maxLength: 60,
              admin: { description: 'What the price covers, said after the range, e.g. "exterior only".' },
            }),
          ],
        },
      ],
    },
    {
      name: 'localNotes',
      type: 'array',
      labels: { singular: 'Local note', plural: 'Local notes' },
      admin: {
        description:
          'What is different about this service in an area (weather, buildings, local rules): the first thing its page for that location says. One per location.',
      },
      validate: onePerLocation,
      fields: [
        { name: 'location', type: 'relationship', relationTo: 'locations', required: true },
        localized({ name: 'text', type: 'textarea', required: true, maxLength: 800 }),
      ],
    },
    localized({
      name: 'body',
      type: 'richText',
      admin: { description: 'The rest of the service page, under the highlights.' },
    }),
    {
      name: 'faqs',
      type: 'array',
      labels: { singular: 'FAQ', plural: 'FAQs' },
      admin: { description: 'Questions customers ask, answered at the foot of the page (and to search engines).' },
      fields: [
        localized({ name: 'question', type: 'text', required: true }),
        localized({ name: 'answer', type: 'textarea', required: true }),
      ],
    },
    seoField,
  ],
  hooks: { beforeValidate: [keepPublishedSlug] },
  versions: contentVersions,
}
