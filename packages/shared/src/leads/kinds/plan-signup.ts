import { defineLeadKind } from './lead-kind'

/** A signup for a protection plan, at the price the CMS lists. */
export const planSignupFacts = defineLeadKind({
  kind: 'plan-signup',
  label: 'Plan signup',
  collection: 'plan-signups',
  referencePrefix: 'PLN',
  pipeline: 'sales',
  countsAsLead: true,
  promise: (team) => `${team} will call you within two business days to schedule your first visit.`,
})
