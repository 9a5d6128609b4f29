import type { CollectionConfig } from 'payload'
import { labelledOptions } from '@ecs/shared/catalog'
import { AVAILABILITY_LABELS, AVAILABILITY_OPTIONS } from '@ecs/shared/schemas'
import { leadAccess } from '../access/lead-access'
import { deskSyncHooks } from '../leads/desk/desk-sync'
import { careerApplicationFacts } from '@ecs/shared/leads'
import { leadContactField, leadTrackingFields } from '../fields/lead-fields'

/** Job applications from /careers/apply; the resume is a private upload (resumes). */
export const CareerApplications: CollectionConfig = {
  slug: 'career-applications',
  labels: { singular: 'Career application', plural: 'Career applications' },
  access: leadAccess,
  admin: {
    group: 'Leads',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'role', 'availability', 'location', 'createdAt'],
    listSearchableFields: ['summary', 'contact.email', 'role'],
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'summary', type: 'text', maxLength: 300, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'role',
          type: 'text',
          required: true,
          maxLength: 100,
          index: true,
          admin: { description: 'The role applied for, by the last part of its page address.' },
        },
        { name: 'experienceYears', type: 'number', required: true, min: 0, max: 60 },
        {
          name: 'availability',
          type: 'select',
          required: true,
          options: labelledOptions(AVAILABILITY_OPTIONS, AVAILABILITY_LABELS),
        },
      ],
    },
    {
      name: 'resume',
      type: 'upload',
      relationTo: 'resumes',
      admin: { description: 'None when the role asks for no résumé and the applicant sent none.' },
    },
    leadContactField('phone-and-email'),
    { name: 'message', type: 'textarea', maxLength: 2000 },
    ...leadTrackingFields(),
  ],
  hooks: deskSyncHooks(careerApplicationFacts.kind),
}
