import type { JobsConfig } from 'payload'
import { hasRole } from '@ecs/shared/roles'
import { JOBS_PER_RUN } from '@ecs/shared/shared-state'
import { env } from '../env'
import { deleteUnfinishedEstimatesTask } from './delete-unfinished-estimates'
import { deliverWebhookTask } from './deliver-webhook'
import { escalateLeadTask } from './escalate-lead'
import { forgetLeadlessCustomersTask } from './forget-leadless-customers'
import { holdsJobRunnerLease } from './job-runner-lease'
import { sendAdsConversionTask } from './send-ads-conversion'
import { sendLeadEmailTask } from './send-lead-email'
import { sendReviewRequestTask } from './send-review-request'
import { sendTextTask } from './send-text'
import { sendVisitMailTask } from './send-visit-mail'

/**
 * Work done after a lead is committed. Jobs are rows in Postgres (payload-jobs), queued in the same
 * transaction as the lead, so a crash or a restart loses none: the CMS server runs due jobs every
 * second (autoRun starts with the server), retrying failures with backoff.
 */
export const jobsConfig: JobsConfig = {
  tasks: [
    sendLeadEmailTask,
    deliverWebhookTask,
    escalateLeadTask,
    sendTextTask,
    sendAdsConversionTask,
    sendVisitMailTask,
    sendReviewRequestTask,
    deleteUnfinishedEstimatesTask,
    forgetLeadlessCustomersTask,
  ],
  // Every second, up to JOBS_PER_RUN (100) due jobs at once: a campaign's burst of 2,000 leads (6,000
  // emails and deliveries) is sent in about a minute, not the ten that 50 every 5 s took.
  autoRun: env.JOBS_AUTORUN ? [{ cron: '* * * * * *', queue: 'default', limit: JOBS_PER_RUN }] : undefined,
  // With several CMS replicas, one of them runs the queue at a time (job-runner-lease.ts).
  shouldAutoRun: holdsJobRunnerLease,
  deleteJobOnComplete: true,
  // Jobs are queued by the server itself; through the REST API only admins may run or cancel them.
  access: {
    queue: ({ req }) => hasRole(req.user, 'admin'),
    run: ({ req }) => hasRole(req.user, 'admin'),
    cancel: ({ req }) => hasRole(req.user, 'admin'),
  },
}
