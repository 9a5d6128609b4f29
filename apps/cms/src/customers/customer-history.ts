import {
  CUSTOMER_HISTORY_PARTS,
  CUSTOMER_HISTORY_STEP,
  type CustomerHistory,
  type CustomerHistoryPart,
} from '@ecs/shared/leads'
import type { Connection } from '../utilities/database'
import { locationLabelSql } from '../utilities/location-label-sql'

/**
 * What a search or a history shows of the customer itself, over `customers c`: named, reached and found
 * where their latest lead says, a business by the company its latest business request gave.
 */
export const CUSTOMER_COLUMNS = `c.id, latest.name, latest.email, latest.phone, latest.address,
  latest.created_at AS "lastLeadAt",
  (SELECT count(*)::int FROM desk_leads n WHERE n.customer_id = c.id) AS leads,
  (SELECT e.business_company FROM desk_leads b
    JOIN estimate_requests e ON b.kind = 'estimate' AND e.id = b.document_id
    WHERE b.customer_id = c.id AND e.business_company IS NOT NULL ORDER BY b.created_at DESC LIMIT 1) AS company`

export const CUSTOMER_FROM = `customers c LEFT JOIN LATERAL (
    SELECT l.name, l.email, l.phone, l.address, l.created_at FROM desk_leads l
    WHERE l.customer_id = c.id ORDER BY l.created_at DESC, l.id DESC LIMIT 1
  ) latest ON true`

/**
 * Each part of the history: its rows newest first, each with the total before the limit ($2) cut it
 * (`count(*) OVER ()` is counted before LIMIT), and the reference of its lead.
 */
const LEADS = `SELECT l.id, l.kind, l.reference, l.status, l.value::float8 AS value, l.value_source AS "valueSource",
    l.asked, ${locationLabelSql('l.location_id')} AS "locationLabel", l.created_at AS "createdAt", count(*) OVER ()::int AS total
  FROM desk_leads l
  WHERE l.customer_id = $1 ORDER BY l.created_at DESC, l.id DESC LIMIT $2`

const QUOTES = `SELECT q.id, q.lead_id AS "leadId", l.reference AS "leadReference", q.number, q.version::int AS version,
    q.status, q.total_cents::int AS "totalCents", q.created_at AS "createdAt", count(*) OVER ()::int AS total
  FROM desk_leads l JOIN quotes q ON q.lead_id = l.id
  WHERE l.customer_id = $1 ORDER BY q.created_at DESC, q.id DESC LIMIT $2`

const VISITS = `SELECT v.id, v.lead_id AS "leadId", l.reference AS "leadReference", v.reference, v.kind, v.status,
    v.starts_at AS "startsAt", count(*) OVER ()::int AS total
  FROM desk_leads l JOIN visits v ON v.lead_id = l.id
  WHERE l.customer_id = $1 ORDER BY v.starts_at DESC, v.id DESC LIMIT $2`

/** A quote's deposit is against the quote; a signup's charges against the signup, named by its kind. */
const PAYMENTS = `SELECT paid.*, count(*) OVER ()::int AS total FROM (
    SELECT p.id, l.id AS "leadId", l.reference AS "leadReference", p.kind, p.amount_cents::int AS "amountCents",
      p.method, p.received_on AS "receivedOn"
    FROM desk_leads l JOIN quotes q ON q.lead_id = l.id JOIN payments p ON p.account = 'quote' AND p.account_id = q.id
    WHERE l.customer_id = $1
    UNION ALL
    SELECT p.id, l.id, l.reference, p.kind, p.amount_cents::int, p.method, p.received_on
    FROM desk_leads l JOIN payments p ON p.account::text = l.kind::text AND p.account_id = l.document_id
    WHERE l.customer_id = $1 AND l.kind IN ('plan-signup', 'community-signup')
  ) paid ORDER BY "receivedOn" DESC, id DESC LIMIT $2`

/** The customer's own reviews (each one a lead of theirs) and those left with the reference of one of their jobs. */
const REVIEWS = `SELECT r.id, lead.id AS "leadId", lead.reference AS "leadReference", r.rating::int AS rating, r.text, r.date,
    count(*) OVER ()::int AS total
  FROM reviews r LEFT JOIN desk_leads own ON own.kind = 'review' AND own.document_id = r.id
  JOIN desk_leads lead ON lead.id = CASE WHEN own.customer_id = $1 THEN own.id ELSE r.lead_id END
  WHERE own.customer_id = $1 OR r.lead_id IN (SELECT id FROM desk_leads WHERE customer_id = $1)
  ORDER BY r.date DESC, r.id DESC LIMIT $2`

const PART_STATEMENTS: Record<CustomerHistoryPart, string> = {
  leads: LEADS,
  quotes: QUOTES,
  visits: VISITS,
  payments: PAYMENTS,
  reviews: REVIEWS,
}

/**
 * A customer and the newest `limit` of each part of their history, with how many there are of each;
 * undefined when there is no such customer.
 */
export async function customerHistory(
  db: Connection,
  id: number,
  limit = CUSTOMER_HISTORY_STEP,
): Promise<CustomerHistory | undefined> {
  const { rows } = await db.query<CustomerHistory['customer']>(
    `SELECT ${CUSTOMER_COLUMNS}, c.merged_into_id AS "mergedInto", c.merged_at AS "mergedAt"
    FROM ${CUSTOMER_FROM} WHERE c.id = $1`,
    [id],
  )
  const customer = rows[0]
  if (!customer) return undefined
  const parts = await Promise.all(
    CUSTOMER_HISTORY_PARTS.map(async (part) => {
      const found = await db.query<{ total: number }>(PART_STATEMENTS[part], [id, limit])
      return { part, total: found.rows[0]?.total ?? 0, rows: found.rows.map(({ total: _total, ...row }) => row) }
    }),
  )
  const history = Object.fromEntries(parts.map(({ part, rows: partRows }) => [part, partRows]))
  const totals = Object.fromEntries(parts.map(({ part, total }) => [part, total]))
  return { customer, totals, ...history } as CustomerHistory
}
