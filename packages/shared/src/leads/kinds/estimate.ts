import { defineLeadKind } from './lead-kind'

/** A request for an estimate, from the estimate wizard or a landing page's form. */
export const estimateFacts = defineLeadKind({
  kind: 'estimate',
  label: 'Estimate request',
  collection: 'estimate-requests',
  referencePrefix: 'EST',
  pipeline: 'sales',
  countsAsLead: true,
  promise: (team) => `${team} will contact you within one business day.`,
})
