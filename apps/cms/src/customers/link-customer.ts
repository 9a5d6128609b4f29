import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { customerKeys, type CustomerContact } from './customer-keys'

/** Runs one statement in the caller's transaction (a request's, a migration's) and answers its rows. */
export type RunStatement = <Row>(statement: SQL) => Promise<Row[]>

/** The lead's keys as rows (key, rank), strongest first. */
const givenKeys = (keys: string[]) =>
  sql`(VALUES ${sql.join(
    keys.map((key, rank) => sql`(${key}::text, ${rank}::int)`),
    sql`, `,
  )}) AS given(key, rank)`

/**
 * The customer holding the strongest of the lead's keys, with the keys it does not hold yet added to it
 * (a key another customer holds stays there: staff merge the two when they are one person). Reads and
 * inserts only: a returning customer's lead never waits for another lead of theirs.
 */
const linkToKnown = (keys: string[]) => sql`
  WITH found AS (
    SELECT k.customer_id AS id FROM customer_keys k JOIN ${givenKeys(keys)} ON given.key = k.key
    ORDER BY given.rank LIMIT 1
  ), added AS (
    INSERT INTO customer_keys (key, customer_id)
    SELECT given.key, found.id FROM ${givenKeys(keys)}, found
    WHERE NOT EXISTS (SELECT 1 FROM customer_keys k WHERE k.key = given.key)
    ON CONFLICT (key) DO NOTHING
  )
  SELECT id FROM found`

/**
 * A new customer with the lead's keys. A lead of the same new customer in another transaction that got
 * there first makes this insert wait for it and then skip the keys it took (the unique index decides):
 * `keys` says how many were ours.
 */
const createWithKeys = (keys: string[]) => sql`
  WITH created AS (
    INSERT INTO customers DEFAULT VALUES RETURNING id
  ), added AS (
    INSERT INTO customer_keys (key, customer_id)
    SELECT given.key, created.id FROM ${givenKeys(keys)}, created
    ON CONFLICT (key) DO NOTHING
    RETURNING key
  )
  SELECT created.id, (SELECT count(*)::int FROM added) AS keys FROM created`

/**
 * The customer a lead is from, found or created in the caller's transaction: one statement for a
 * returning customer, two for a new one. Null for a lead with no email, phone or company. When two leads
 * of one new customer race, the one that lost every key links to the winner's customer (visible once
 * the winner committed, which its insert waited for) and removes the customer it made.
 */
export async function linkCustomer(run: RunStatement, contact: CustomerContact): Promise<number | null> {
  const keys = customerKeys(contact)
  if (keys.length === 0) return null
  const [known] = await run<{ id: number }>(linkToKnown(keys))
  if (known) return known.id
  const [created] = await run<{ id: number; keys: number }>(createWithKeys(keys))
  if (created!.keys > 0) return created!.id
  const [winner] = await run<{ id: number }>(linkToKnown(keys))
  await run(sql`DELETE FROM customers WHERE id = ${created!.id}`)
  return winner!.id
}
