import type { CollectionConfig } from 'payload'
import { LOCATION_SLUGS, SERVICE_RADIUS_MILES } from '@ecs/shared/catalog'
import { contentAccess } from '../access/content-access'
import { addressField } from '../fields/address'
import { phoneField } from '../fields/phone'
import { seoField } from '../fields/seo'
import { notifySiteHooks } from '../hooks/notify-site-of-content-change'

export const Locations: CollectionConfig = {
  slug: 'locations',
  access: contentAccess,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'label', 'phone', '_status'] },
  defaultSort: 'name',
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      options: ['dmv', 'tricities', 'seattle', 'houston'],
      admin: { position: 'sidebar', description: 'The location id other systems know it by.' },
    },
    {
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      options: [...LOCATION_SLUGS],
      admin: { position: 'sidebar', description: "The location's part of every page address, e.g. /dmv." },
    },
    { name: 'name', type: 'text', required: true },
    {
      name: 'label',
      type: 'text',
      required: true,
      admin: { description: 'Short name shown in the header, e.g. "DMV Area".' },
    },
    addressField,
    {
      name: 'coordinates',
      type: 'group',
      admin: { description: 'Centre of the service area.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', required: true, min: -90, max: 90 },
            { name: 'lng', type: 'number', required: true, min: -180, max: 180 },
          ],
        },
      ],
    },
    phoneField(),
    { name: 'email', type: 'email', required: true },
    { name: 'hours', type: 'text', required: true },
    {
      name: 'serviceRadius',
      type: 'number',
      required: true,
      min: 1,
      defaultValue: SERVICE_RADIUS_MILES,
      admin: { description: 'Miles from the centre.' },
    },
    { name: 'href', type: 'text', required: true, admin: { description: 'The location home page, e.g. /dmv.' } },
    { name: 'headline', type: 'text', required: true },
    { name: 'intro', type: 'textarea', required: true },
    { name: 'about', type: 'richText' },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: "The area's picture (its skyline or landmark), on the location's pages and cards." },
    },
    { name: 'areasServed', type: 'array', fields: [{ name: 'name', type: 'text', required: true }] },
    seoField,
  ],
  hooks: notifySiteHooks,
  versions: { drafts: true, maxPerDoc: 20 },
}
