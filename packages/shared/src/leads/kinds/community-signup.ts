import { defineLeadKind } from './lead-kind'

/** A resident's signup for a community program's service. */
export const communitySignupFacts = defineLeadKind({
  kind: 'community-signup',
  label: 'Resident signup',
  collection: 'community-signups',
  referencePrefix: 'RES',
  pipeline: 'sales',
  countsAsLead: true,
  promise: (team) => `${team} will call you within two business days to confirm your unit, service and visit day.`,
})
