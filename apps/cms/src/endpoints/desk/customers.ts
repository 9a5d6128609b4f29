import { customerHistory } from '../../customers/customer-history'
import { searchCustomers } from '../../customers/customer-search'
import { mergeCustomers } from '../../customers/merge-customers'
import { ProblemError, problem } from '@ecs/shared/http'
import { databasePool } from '../../utilities/database'
import { contractEndpoint } from '../contract-endpoint'

const noSuchCustomer = () => new ProblemError(problem(404, 'There is no such customer.'))

async function historyOr404(pool: ReturnType<typeof databasePool>, id: number, limit?: number) {
  const history = await customerHistory(pool, id, limit)
  if (!history) throw noSuchCustomer()
  return history
}

/** GET /api/desk/customers?q=...: customers found by a name, phone, email or address of any of their leads. */
export const searchCustomersEndpoint = contractEndpoint('deskCustomers', async ({ req, query }) =>
  searchCustomers(databasePool(req.payload), query.q),
)

/**
 * GET /api/desk/customers/{id}?limit=n: a customer and the newest n of each part of their history (leads,
 * quotes, visits, payments, reviews), with how many there are of each.
 */
export const customerEndpoint = contractEndpoint('deskCustomer', async ({ req, params, query }) => {
  if (!/^[1-9]\d{0,9}$/.test(params.id) || Number(params.id) > 2_147_483_647) throw noSuchCustomer()
  return historyOr404(databasePool(req.payload), Number(params.id), query.limit)
})

/** POST /api/desk/customers/merge: two customers who are one; answers the kept one's history. */
export const mergeCustomersEndpoint = contractEndpoint('deskMergeCustomers', async ({ req, body }) => {
  await mergeCustomers(req, body)
  return historyOr404(databasePool(req.payload), body.keep)
})
