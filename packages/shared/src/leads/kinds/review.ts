import { defineLeadKind } from './lead-kind'

/** A customer's review, waiting for a moderator: feedback, not a prospect, so the reports do not count it. */
export const reviewFacts = defineLeadKind({
  kind: 'review',
  label: 'Review',
  collection: 'reviews',
  referencePrefix: 'REV',
  pipeline: 'moderation',
  channel: 'web',
  countsAsLead: false,
  routedToTeam: false,
  promise: null,
})
