import type { CollectionConfig, Validate } from 'payload'
import { contentAccess } from '../access/content-access'
import { slugField } from '../fields/slug'
import { contentVersions } from './content-versions'
import { localized } from '../fields/localized'

const notBelowMinimum: Validate<number> = (value, { siblingData }) =>
  typeof value === 'number' && value >= ((siblingData as { payMin?: number }).payMin ?? 0)
    ? true
    : 'The most a role pays cannot be below the least.'

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
    localized({ name: 'title', type: 'text', required: true }),
    slugField(),
    {
      name: 'locations',
      type: 'relationship',
      relationTo: 'locations',
      hasMany: true,
      required: true,
      admin: { description: 'Where the role is based.' },
    },
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
    {
      type: 'row',
      fields: [
        { name: 'payMin', type: 'number', required: true, min: 0, admin: { description: 'US dollars.' } },
        { name: 'payMax', type: 'number', required: true, min: 0, validate: notBelowMinimum },
        {
          name: 'payUnit',
          type: 'select',
          required: true,
          defaultValue: 'hour',
          options: [
            { label: 'an hour', value: 'hour' },
            { label: 'a year', value: 'year' },
          ],
        },
      ],
    },
    localized({
      name: 'payNote',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Shown after the pay, e.g. "depending on experience and location".' },
    }),
    {
      name: 'resumeRequired',
      type: 'checkbox',
      label: 'Résumé required',
      defaultValue: true,
      admin: {
        description: 'Untick for roles that need no experience: applicants may then apply without a résumé.',
      },
    },
    {
      name: 'postedAt',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', description: 'When the role was opened; search engines show it.' },
    },
    localized({
      name: 'summary',
      type: 'textarea',
      required: true,
      admin: { description: 'Two or three sentences on the roles page.' },
    }),
    localized({ name: 'body', type: 'richText' }),
  ],
  versions: contentVersions,
}
