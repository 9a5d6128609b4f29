import type { CollectionConfig, Validate } from 'payload'
import { upload } from 'payload/shared'
import { labelledOptions, SERVICE_TYPE_LABELS, SERVICE_TYPES } from '@ecs/shared/catalog'
import { contentAccess } from '../access/content-access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { notifySiteHooks } from '../hooks/notify-site-of-content-change'
import { contentVersions } from './content-versions'

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

/** Each location has at most one local note on a service. */
const oneNotePerLocation: Validate = (value) => {
  const locations = ((value ?? []) as { location?: number | { id: number } }[]).map((note) =>
    typeof note.location === 'object' ? note.location.id : note.location,
  )
  return new Set(locations).size === locations.length || 'Give each location one note.'
}

export const Services: CollectionConfig = {
  slug: 'services',
  access: contentAccess,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'type', 'serviceId', '_status'] },
  defaultSort: 'serviceId',
  fields: [
    { name: 'serviceId', type: 'number', required: true, unique: true, admin: { position: 'sidebar' } },
    slugField(),
    { name: 'name', type: 'text', required: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      options: labelledOptions(SERVICE_TYPES, SERVICE_TYPE_LABELS),
      index: true,
    },
    { name: 'description', type: 'textarea', required: true },
    { name: 'intro', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media', validate: ownPicture },
    { name: 'imageSlug', type: 'text' },
    {
      name: 'path',
      type: 'text',
      required: true,
      admin: { description: 'The service page, e.g. /commercial-services/graffiti-removal.' },
    },
    {
      name: 'locations',
      type: 'relationship',
      relationTo: 'locations',
      hasMany: true,
      admin: { description: 'Where this service is offered.' },
    },
    { name: 'highlights', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
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
            {
              name: 'unit',
              type: 'text',
              maxLength: 40,
              admin: { description: 'What the price is for, e.g. "per home".' },
            },
          ],
        },
        {
          name: 'factors',
          type: 'array',
          labels: { singular: 'Price factor', plural: 'Price factors' },
          fields: [{ name: 'text', type: 'text', required: true }],
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
      validate: oneNotePerLocation,
      fields: [
        { name: 'location', type: 'relationship', relationTo: 'locations', required: true },
        { name: 'text', type: 'textarea', required: true, maxLength: 800 },
      ],
    },
    { name: 'body', type: 'richText' },
    {
      name: 'faqs',
      type: 'array',
      labels: { singular: 'FAQ', plural: 'FAQs' },
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
    seoField,
  ],
  hooks: notifySiteHooks,
  versions: contentVersions,
}
