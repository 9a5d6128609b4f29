import type { CollectionConfig } from 'payload'
import { LOCATION_SLUGS, SERVICE_RADIUS_MILES } from '@ecs/shared/catalog'
import { hoursProblem } from '@ecs/shared/hours'
import { contentAccess } from '../access/content-access'
import { addressField } from '../fields/address'
import { phoneField } from '../fields/phone'
import { seoField } from '../fields/seo'
import { notifySiteHooks } from '../hooks/notify-site-of-content-change'
import { contentVersions } from './content-versions'

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
      name: 'office',
      type: 'group',
      admin: {
        description:
          "Where the office itself is, for search engines' maps (the address is what the directions link uses).",
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', min: -90, max: 90 },
            { name: 'lng', type: 'number', min: -180, max: 180 },
          ],
        },
      ],
    },
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
    {
      name: 'hours',
      type: 'text',
      required: true,
      admin: {
        description:
          'When the office answers, e.g. "Mon–Fri 7:00 am – 6:00 pm, Sat 8:00 am – 2:00 pm". Days with times are also given to search engines; a part like "Sat by appointment" is shown as written.',
      },
      validate: (value: string | null | undefined) => hoursProblem(value) ?? true,
    },
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
  versions: contentVersions,
}
