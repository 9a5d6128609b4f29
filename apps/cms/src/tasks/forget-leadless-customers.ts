import type { TaskConfig } from 'payload'
import { forgetLeadlessCustomers } from '../customers/forget-leadless-customers'
import { databasePool } from '../utilities/database'
import { retryPolicy } from './retry-policy'

/** Hourly, forgets the customers left with no lead (forgetLeadlessCustomers says which and why). */
export const forgetLeadlessCustomersTask: TaskConfig<{ input: object; output: { forgotten: number } }> = {
  slug: 'forgetLeadlessCustomers',
  label: 'Forget customers left with no lead',
  retries: retryPolicy,
  schedule: [{ cron: '0 7 * * * *', queue: 'default' }],
  inputSchema: [],
  outputSchema: [{ name: 'forgotten', type: 'number' }],
  handler: async ({ req }) => ({ output: { forgotten: await forgetLeadlessCustomers(databasePool(req.payload)) } }),
}
