import type { CollectionConfig } from 'payload'
import { contentAccess } from '../access/content-access'
import { altText } from '../fields/alt-text'
import { illustrationFlag } from '../fields/illustration-flag'
import { localized } from '../fields/localized'
import { proofTags } from '../fields/proof-tags'
import { contentVersions } from './content-versions'

/**
 * A photo from a job. A service's or a location's gallery is the photos tagged with it: one photo
 * belongs to as many galleries as its tags say, and adding one is one upload.
 */
export const JobPhotos: CollectionConfig = {
  slug: 'job-photos',
  labels: { singular: 'Job photo', plural: 'Job photos' },
  access: contentAccess,
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['photo', 'alt', 'services', 'locations', '_status'],
    description:
      'Photos from jobs: each service’s and location’s gallery shows the photos tagged with it, newest first.',
  },
  defaultSort: '-takenOn',
  fields: [
    { name: 'photo', type: 'upload', relationTo: 'media', required: true },
    altText('alt', 'What the photo shows, e.g. "A crew member rinsing a storefront window in Houston".'),
    localized({
      name: 'caption',
      type: 'text',
      maxLength: 160,
      admin: { description: 'An optional line under the photo.' },
    }),
    {
      name: 'takenOn',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' }, description: 'Newest photos come first.' },
    },
    ...proofTags,
    illustrationFlag,
  ],
  versions: contentVersions,
}
