import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/is-content-editor'

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  admin: { useAsTitle: 'alt' },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'Describes the image for people who cannot see it.' },
    },
  ],
  upload: {
    staticDir: 'media',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    imageSizes: [
      {
        name: 'thumbnail',
        width: 400,
        height: 300,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 75 } },
      },
      {
        name: 'card',
        width: 768,
        height: 512,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 75 } },
      },
      {
        name: 'hero',
        width: 1600,
        height: 800,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 72 } },
      },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
}
