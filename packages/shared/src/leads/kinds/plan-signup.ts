import { defineLeadKind } from './lead-kind'

/** A signup for a protection plan, at the price the CMS lists. */
export const planSignupFacts = defineLeadKind({
  kind: 'plan-signup',
  label: 'Plan signup',
  collection: 'plan-signups',
  referencePrefix: 'PLN',
  pipeline: 'sales',
  channel: 'web',
  countsAsLead: true,
  routedToTeam: true,
  promise: {
    en: (who, when) => `${who} will call you ${when} to schedule your first visit.`,
    es: (who, when) => `${who} le llamará ${when} para programar su primera visita.`,
  },
})
