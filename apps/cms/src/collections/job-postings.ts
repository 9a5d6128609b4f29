import type { CollectionConfig } from 'payload'
import { contentAccess } from '../access/content-access'
import { slugField } from '../fields/slug'
import { notifySiteHooks } from '../hooks/notify-site-of-content-change'

/**
 * Job postings: the open roles shown on /careers/roles. Not to be confused with Payload's job queue
 * (src/tasks); the slug stays `jobs` because the site's API path and the tables carry it.
 */
export const JobPostings: CollectionConfig = {
  slug: 'jobs',
  labels: { singular: 'Job posting', plural: 'Job postings' },
  typescript: { interface: 'JobPosting' },
  access: contentAccess,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'employmentType', '_status'] },
  defaultSort: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'locations', type: 'relationship', relationTo: 'locations', hasMany: true, required: true },
    {
      name: 'employmentType',
      type: 'select',
      required: true,
      options: [
        { label: 'Full-time', value: 'full-time' },
        { label: 'Part-time', value: 'part-time' },
        { label: 'Seasonal', value: 'seasonal' },
      ],
    },
    { name: 'payRange', type: 'text', required: true },
    { name: 'summary', type: 'textarea', required: true },
    { name: 'body', type: 'richText' },
  ],
  hooks: notifySiteHooks,
  versions: { drafts: true, maxPerDoc: 20 },
}
