import { defineLeadKind } from './lead-kind'

/** A request for an estimate, from the estimate wizard or a landing page's form. */
export const estimateFacts = defineLeadKind({
  kind: 'estimate',
  label: 'Estimate request',
  collection: 'estimate-requests',
  referencePrefix: 'EST',
  pipeline: 'sales',
  channel: 'web',
  countsAsLead: true,
  routedToTeam: true,
  promise: { en: (who, when) => `${who} will call you ${when}.`, es: (who, when) => `${who} le llamará ${when}.` },
})
