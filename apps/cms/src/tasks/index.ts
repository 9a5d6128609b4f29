import type { JobsConfig } from 'payload'
import { hasRole } from '@ecs/shared/roles'
import { env } from '../env'
import { deliverWebhookTask } from './deliver-webhook'
import { sendLeadEmailTask } from './send-lead-email'

/**
 * Work done after a lead is committed. Jobs are rows in Postgres (payload-jobs), queued in the same
 * transaction as the lead, so a crash or a restart loses none: the CMS server runs due jobs every few
 * seconds (autoRun starts with the server), retrying failures with backoff.
 */
export const jobsConfig: JobsConfig = {
  tasks: [sendLeadEmailTask, deliverWebhookTask],
  autoRun: env.JOBS_AUTORUN ? [{ cron: '*/5 * * * * *', queue: 'default', limit: 50 }] : undefined,
  deleteJobOnComplete: true,
  // Jobs are queued by the server itself; through the REST API only admins may run or cancel them.
  access: {
    queue: ({ req }) => hasRole(req.user, 'admin'),
    run: ({ req }) => hasRole(req.user, 'admin'),
    cancel: ({ req }) => hasRole(req.user, 'admin'),
  },
}
