import type { CollectionConfig } from 'payload'
import { contentAccess } from '../access/content-access'
import { slugField } from '../fields/slug'
import { contentVersions } from './content-versions'
import { localized } from '../fields/localized'

export const Industries: CollectionConfig = {
  slug: 'industries',
  access: contentAccess,
  admin: { useAsTitle: 'name' },
  defaultSort: 'sortOrder',
  fields: [
    localized({ name: 'name', type: 'text', required: true }),
    slugField(),
    localized({
      name: 'description',
      type: 'textarea',
      required: true,
      admin: { description: 'What we do for buildings of this kind, on the industries page.' },
    }),
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The picture on the industries page: a building of this kind being cleaned.' },
    },
    {
      name: 'icon',
      type: 'text',
      required: true,
      admin: { description: 'The icon beside the industry, by its name on lucide.dev, e.g. building-2.' },
    },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'The industry’s place on the industries page: lowest first.' },
    },
  ],
  versions: contentVersions,
}
