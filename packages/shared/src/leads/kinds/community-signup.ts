import { defineLeadKind } from './lead-kind'

/** A resident's signup for a community program's service. */
export const communitySignupFacts = defineLeadKind({
  kind: 'community-signup',
  label: 'Resident signup',
  collection: 'community-signups',
  referencePrefix: 'RES',
  pipeline: 'sales',
  countsAsLead: true,
  routedToTeam: true,
  promise: (who, when) => `${who} will call you ${when} to confirm your unit, service and visit day.`,
})
