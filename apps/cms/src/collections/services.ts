import type { CollectionConfig } from 'payload'
import { SERVICE_TYPES } from '@ecs/shared/catalog'
import { contentAccess } from '../access/content-access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { notifySiteHooks } from '../hooks/notify-site-of-content-change'

export const Services: CollectionConfig = {
  slug: 'services',
  access: contentAccess,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'type', 'serviceId', '_status'] },
  defaultSort: 'serviceId',
  fields: [
    { name: 'serviceId', type: 'number', required: true, unique: true, admin: { position: 'sidebar' } },
    slugField(),
    { name: 'name', type: 'text', required: true },
    { name: 'type', type: 'select', required: true, options: [...SERVICE_TYPES], index: true },
    { name: 'description', type: 'textarea', required: true },
    { name: 'intro', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
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
  versions: { drafts: true, maxPerDoc: 20 },
}
