import { sql } from '@payloadcms/db-postgres'
import { CUSTOMER_KINDS } from './customer-keys'
import { linkCustomer, type RunStatement } from './link-customer'

interface StoredLead {
  id: number
  email: string | null
  phone: string | null
  address: string | null
  company: string | null
}

/**
 * Links every lead not linked yet to its customer, oldest first, exactly as a new lead is linked: the history is whole from the first day. Answers how many.
 */
export async function linkExistingLeads(run: RunStatement): Promise<number> {
  const kinds = sql.join(
    CUSTOMER_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  )
  const leads = await run<StoredLead>(sql`
    SELECT l.id, l.email, l.phone, l.address, e.business_company AS company
    FROM desk_leads l LEFT JOIN estimate_requests e ON l.kind = 'estimate' AND e.id = l.document_id
    WHERE l.customer_id IS NULL AND l.kind IN (${kinds})
    ORDER BY l.created_at, l.id`)
  let linked = 0
  for (const lead of leads) {
    const customer = await linkCustomer(run, lead)
    if (customer === null) continue
    await run(sql`UPDATE desk_leads SET customer_id = ${customer} WHERE id = ${lead.id}`)
    linked += 1
  }
  return linked
}
