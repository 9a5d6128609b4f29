import { defineLeadKind } from './lead-kind'

/** A caller to a tracked number who has no open lead: the call itself is the lead, no form behind it. */
export const phoneCallFacts = defineLeadKind({
  kind: 'phone-call',
  label: 'Phone call',
  collection: 'phone-call-leads',
  referencePrefix: 'CALL',
  pipeline: 'sales',
  channel: 'phone',
  countsAsLead: true,
  routedToTeam: true,
  promise: null,
})
