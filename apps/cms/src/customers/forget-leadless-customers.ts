import { inTransaction, type Pool } from '../utilities/database'

/**
 * How long a customer with no lead is kept: far longer than a lead's write (3 s budget), so a lead still
 * being stored with it is never left without its customer.
 */
export const LEADLESS_CUSTOMER_MINUTES = 30

/** The most customers one run forgets (a run comes every few minutes; a backlog goes over several). */
const PER_RUN = 1_000

/**
 * Forgets the customers left with no lead, with their keys (an email and a phone are personal data): a
 * lead refused after its customer was linked (the link commits on its own, before the lead's transaction
 * ends), or whose only lead an admin erased. Customers merged away keep their row (their leads and keys
 * are with the kept one; old links lead there). The candidates are locked first, skipping any a lead
 * being stored holds (its insert locks the customer row for its foreign key); a second statement, which
 * sees every lead committed until then, deletes those still without one. A lead that links to a
 * customer once it is locked here waits, then fails on the missing customer and is sent again by the
 * visitor's form, which links it anew. Answers how many were forgotten.
 */
export function forgetLeadlessCustomers(pool: Pool): Promise<number> {
  return inTransaction(pool, async (client) => {
    const { rows: candidates } = await client.query<{ id: number }>(
      `SELECT c.id FROM customers c
      WHERE c.merged_into_id IS NULL AND c.created_at < now() - make_interval(mins => $1)
        AND NOT EXISTS (SELECT 1 FROM desk_leads l WHERE l.customer_id = c.id)
      ORDER BY c.id LIMIT $2 FOR UPDATE OF c SKIP LOCKED`,
      [LEADLESS_CUSTOMER_MINUTES, PER_RUN],
    )
    if (candidates.length === 0) return 0
    const { rows: leadless } = await client.query<{ id: number }>(
      `SELECT c.id FROM customers c
      WHERE c.id = ANY($1::int[]) AND NOT EXISTS (SELECT 1 FROM desk_leads l WHERE l.customer_id = c.id)`,
      [candidates.map((row) => row.id)],
    )
    const ids = leadless.map((row) => row.id)
    await client.query('DELETE FROM customer_keys WHERE customer_id = ANY($1::int[])', [ids])
    const { rowCount } = await client.query('DELETE FROM customers WHERE id = ANY($1::int[])', [ids])
    return rowCount ?? 0
  })
}
