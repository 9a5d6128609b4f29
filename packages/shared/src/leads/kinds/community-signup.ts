import { defineLeadKind } from './lead-kind'

/** A resident's signup for a community program's service. */
export const communitySignupFacts = defineLeadKind({
  kind: 'community-signup',
  label: 'Resident signup',
  collection: 'community-signups',
  referencePrefix: 'RES',
  pipeline: 'sales',
  channel: 'web',
  countsAsLead: true,
  routedToTeam: true,
  promise: {
    en: (who, when) => `${who} will call you ${when} to confirm your unit, service and visit day.`,
    es: (who, when) => `${who} le llamará ${when} para confirmar su unidad, el servicio y el día de la visita.`,
  },
})
