import type { TaskConfig } from 'payload'
import { unfinishedEstimateFacts } from '@ecs/shared/leads'
import { retryPolicy } from './retry-policy'

/** How long an unfinished estimate stays on the desk before it is deleted (it holds a visitor's contact details). */
const UNFINISHED_ESTIMATE_DAYS = 30

/**
 * Daily, deletes the unfinished estimates older than UNFINISHED_ESTIMATE_DAYS with their desk leads and
 * timelines (the collection's delete hook): a visitor who never sent the form is not kept longer. Those
 * completed by a full request were deleted when it took their desk lead over.
 */
export const deleteUnfinishedEstimatesTask: TaskConfig<{ input: object; output: { deleted: number } }> = {
  slug: 'deleteUnfinishedEstimates',
  label: 'Delete unfinished estimates older than 30 days',
  retries: retryPolicy,
  schedule: [{ cron: '0 15 3 * * *', queue: 'default' }],
  inputSchema: [],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  handler: async ({ req }) => {
    const before = new Date(Date.now() - UNFINISHED_ESTIMATE_DAYS * 24 * 60 * 60 * 1000).toISOString()
    const { docs, errors } = await req.payload.delete({
      collection: unfinishedEstimateFacts.collection,
      where: { createdAt: { less_than: before } },
      overrideAccess: true,
      depth: 0,
      req,
    })
    if (errors.length > 0) throw new Error(`${errors.length} unfinished estimates could not be deleted`)
    return { output: { deleted: docs.length } }
  },
}
