import type { JobsConfig } from 'payload'
import { hasRole } from '@ecs/shared/roles'
import { deleteUnfinishedEstimatesTask } from './delete-unfinished-estimates'
import { deliverWebhookTask } from './deliver-webhook'
import { escalateLeadTask } from './escalate-lead'
import { forgetLeadlessCustomersTask } from './forget-leadless-customers'
import { sendAdsConversionTask } from './send-ads-conversion'
import { sendLeadEmailTask } from './send-lead-email'
import { sendReviewRequestTask } from './send-review-request'
import { sendTextTask } from './send-text'
import { sendVisitMailTask } from './send-visit-mail'

/**
 * Work done after a lead is committed. Jobs are rows in Postgres (payload-jobs), queued in the same
 * transaction as the lead, so a crash or a restart loses none: the CMS server runs due jobs as they
 * come (job-runner.ts, started with the server), retrying failures with backoff.
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
  deleteJobOnComplete: true,
  // Jobs are queued by the server itself; through the REST API only admins may run or cancel them.
  access: {
    queue: ({ req }) => hasRole(req.user, 'admin'),
    run: ({ req }) => hasRole(req.user, 'admin'),
    cancel: ({ req }) => hasRole(req.user, 'admin'),
  },
}
