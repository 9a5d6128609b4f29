import { CUSTOMER_SEARCH_LIMIT, type CustomerSummary } from '@ecs/shared/leads'
import { searchTerms, likePattern } from '../leads/desk/desk-inbox'
import type { Pool } from '../utilities/database'
import { SqlValues } from '../utilities/sql-values'
import { CUSTOMER_COLUMNS, CUSTOMER_FROM } from './customer-history'

/**
 * Customers any of whose leads match every word typed (name, email, phone digits, address or reference,
 * through the leads' trigram-indexed search text), so a customer is found by an old address or a second
 * phone too. Those seen most recently first, at most CUSTOMER_SEARCH_LIMIT of them (the desk asks for more
 * words when the list is full). Merged-away customers have no leads left.
 */
export async function searchCustomers(pool: Pool, q: string): Promise<CustomerSummary[]> {
  const terms = searchTerms(q)
  if (terms.length === 0) return []
  const values = new SqlValues()
  const matches = terms.map((term) => `l.search_text LIKE ${values.add(likePattern(term))}`).join(' AND ')
  const { rows } = await pool.query<CustomerSummary>(
    `SELECT ${CUSTOMER_COLUMNS} FROM ${CUSTOMER_FROM}
    WHERE c.id IN (SELECT l.customer_id FROM desk_leads l WHERE ${matches} AND l.customer_id IS NOT NULL)
    ORDER BY latest.created_at DESC NULLS LAST, c.id DESC LIMIT ${values.add(CUSTOMER_SEARCH_LIMIT)}`,
    values.values,
  )
  return rows
}
