import type { CollectionConfig } from 'payload'
import { isContentEditor } from '../access/is-content-editor'
import { isReviewModerator } from '../access/is-review-moderator'
import { isReviewModeratorField } from '../access/is-review-moderator-field'
import { hasRole } from '@ecs/shared/roles'
import { noteReviewOnJobLead } from '../booking/review-of-job'
import { reviewRatingsEndpoint } from '../endpoints/reviews/ratings'
import { removeDeskLead, syncDeskLead } from '../leads/desk/desk-sync'
import { reviewFacts } from '@ecs/shared/leads'
import { leadLanguageField } from '../fields/lead-fields'
import { localized } from '../fields/localized'

/**
 * Customer reviews. Visitors submit them through the review form's endpoint only (POST
 * /api/leads/review: the form's schema, bot filter, idempotency and rate limit); it stores them pending
 * and the public sees only those a moderator approved, and of those only what the page shows: where
 * a review came from (page, visit, submission key) is for moderators.
 */
/** Written by the review endpoint (overrideAccess), read and written by moderators only. */
const moderatorsOnly = { read: isReviewModeratorField, create: isReviewModeratorField, update: isReviewModeratorField }

export const Reviews: CollectionConfig = {
  slug: 'reviews',
  access: {
    read: ({ req }) => hasRole(req.user, 'admin', 'marketing', 'staff') || { status: { equals: 'approved' } },
    create: isReviewModerator,
    update: isReviewModerator,
    delete: isContentEditor,
  },
  admin: { useAsTitle: 'author', defaultColumns: ['author', 'location', 'rating', 'status', 'date'] },
  defaultSort: '-date',
  fields: [
    { name: 'author', type: 'text', required: true, maxLength: 100 },
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true, index: true },
    {
      name: 'service',
      type: 'relationship',
      relationTo: 'services',
      admin: { description: 'The service reviewed, if the customer said.' },
    },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5 },
    { name: 'text', type: 'textarea', required: true, maxLength: 2000 },
    {
      name: 'date',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      access: { create: isReviewModeratorField, update: isReviewModeratorField },
    },
    {
      name: 'reply',
      type: 'group',
      label: 'Our reply',
      admin: { description: 'A public answer from the company, shown under the review.' },
      access: { create: isReviewModeratorField, update: isReviewModeratorField },
      fields: [localized({ name: 'text', type: 'textarea', maxLength: 1500 }), { name: 'date', type: 'date' }],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ['pending', 'approved', 'rejected'],
      admin: { position: 'sidebar', description: 'Only approved reviews are shown on the site.' },
      access: { create: isReviewModeratorField, update: isReviewModeratorField },
    },
    { ...leadLanguageField, access: moderatorsOnly },
    {
      type: 'collapsible',
      label: 'Source',
      admin: { initCollapsed: true, position: 'sidebar' },
      fields: [
        { name: 'sourcePage', type: 'text', maxLength: 2000, access: moderatorsOnly, admin: { readOnly: true } },
        // The visit's id is the key to its campaign and referrer (GET /api/attribution/{id}).
        {
          name: 'attributionSessionId',
          type: 'text',
          maxLength: 64,
          access: moderatorsOnly,
          admin: { readOnly: true },
        },
        // The job's reference from a review request: links the review to the customer's lead.
        { name: 'reference', type: 'text', maxLength: 40, access: moderatorsOnly, admin: { readOnly: true } },
        {
          name: 'lead',
          type: 'relationship',
          relationTo: 'desk-leads',
          index: true,
          access: moderatorsOnly,
          admin: { readOnly: true },
        },
        // Empty on reviews entered by staff; unique so a retried public submit is one review.
        {
          name: 'idempotencyKey',
          type: 'text',
          unique: true,
          maxLength: 64,
          access: moderatorsOnly,
          admin: { readOnly: true },
        },
      ],
    },
  ],
  endpoints: [reviewRatingsEndpoint],
  hooks: {
    afterChange: [syncDeskLead(reviewFacts.kind), noteReviewOnJobLead],
    afterDelete: [removeDeskLead(reviewFacts.kind)],
  },
}
