import { defineLeadKind } from './lead-kind'

/**
 * A visitor who gave the estimate wizard a name and a phone or email and left without sending it: the
 * wizard's beacon, under the wizard's idempotency key, so the full request sent later with that key takes
 * over its desk lead as an estimate request. Routed and on the clock like an estimate: a visitor who
 * just left is the one a quick call wins back.
 */
export const unfinishedEstimateFacts = defineLeadKind({
  kind: 'unfinished-estimate',
  label: 'Unfinished estimate',
  collection: 'unfinished-estimates',
  referencePrefix: 'UNF',
  pipeline: 'sales',
  channel: 'web',
  countsAsLead: true,
  routedToTeam: true,
  promise: null,
})
