import { defineLeadKind } from './lead-kind'

/** A job application with its résumé; the hiring team answers it, wherever the job is. */
export const careerApplicationFacts = defineLeadKind({
  kind: 'career-application',
  label: 'Job application',
  collection: 'career-applications',
  referencePrefix: 'APP',
  pipeline: 'hiring',
  countsAsLead: true,
  routedToTeam: false,
  promise: (who) => `${who} replies to every application within a week.`,
  answeredBy: 'Our hiring team',
})
