import { sql } from '@payloadcms/db-postgres'
import { customerReference, type CustomerMerge } from '@ecs/shared/leads'
import { ProblemError, problem } from '@ecs/shared/http'
import type { PayloadRequest } from 'payload'
import { actorOf } from '../leads/desk/lead-timeline'
import { inRequestTransaction, queryInTransaction } from '../utilities/database'

interface Locked {
  id: number
  mergedInto: number | null
}

const refusal = (field: keyof CustomerMerge, message: string, status = 422) =>
  new ProblemError(problem(status, message, { kind: 'validation', errors: [{ field, message }] }))

/**
 * Staff say two customers are one person: `merge`'s leads (and with them their quotes, visits,
 * payments and reviews) and its keys move to `keep`, and `merge` is marked merged into it, in one
 * transaction with both rows locked, so a merge runs once however often it is sent, and a lead linked
 * meanwhile waits and then finds the kept customer. Every lead of the kept customer gets the merge on
 * its timeline. A customer already merged away is refused naming it.
 */
export async function mergeCustomers(req: PayloadRequest, { keep, merge }: CustomerMerge): Promise<void> {
  await inRequestTransaction(req, async () => {
    const locked = await queryInTransaction<Locked>(
      req,
      sql`SELECT id, merged_into_id AS "mergedInto" FROM customers WHERE id IN (${keep}, ${merge}) ORDER BY id FOR UPDATE`,
    )
    for (const [field, id] of [
      ['keep', keep],
      ['merge', merge],
    ] as const) {
      const customer = locked.find((row) => row.id === id)
      if (!customer) throw refusal(field, `There is no customer ${customerReference(id)}.`, 404)
      if (customer.mergedInto !== null)
        throw refusal(
          field,
          `${customerReference(id)} was already merged into ${customerReference(customer.mergedInto)}.`,
          409,
        )
    }
    await queryInTransaction(req, sql`UPDATE desk_leads SET customer_id = ${keep} WHERE customer_id = ${merge}`)
    await queryInTransaction(
      req,
      sql`UPDATE customer_keys SET customer_id = ${keep}, updated_at = now() WHERE customer_id = ${merge}`,
    )
    await queryInTransaction(
      req,
      sql`UPDATE customers SET merged_into_id = ${keep}, merged_at = now(), merged_by_id = ${actorOf(req)}, updated_at = now()
        WHERE id = ${merge}`,
    )
    const words = `Customer ${customerReference(merge)} merged into ${customerReference(keep)}: one person.`
    await queryInTransaction(
      req,
      sql`INSERT INTO lead_events (lead_id, type, actor_id, from_value, to_value, text)
        SELECT id, 'customer', ${actorOf(req)}, ${customerReference(merge)}, ${customerReference(keep)}, ${words}
        FROM desk_leads WHERE customer_id = ${keep}`,
    )
  })
}
