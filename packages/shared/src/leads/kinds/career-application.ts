import { defineLeadKind } from './lead-kind'

/** A job application with its résumé; the hiring team answers it, wherever the job is. */
export const careerApplicationFacts = defineLeadKind({
  kind: 'career-application',
  label: 'Job application',
  collection: 'career-applications',
  referencePrefix: 'APP',
  pipeline: 'hiring',
  channel: 'web',
  countsAsLead: true,
  routedToTeam: false,
  promise: {
    en: (who) => `${who} replies to every application within a week.`,
    es: (who) => `${who} responde a cada solicitud en el plazo de una semana.`,
  },
  answeredBy: { en: 'Our hiring team', es: 'Nuestro equipo de contratación' },
})
