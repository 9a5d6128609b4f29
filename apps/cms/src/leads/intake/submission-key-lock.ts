import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { queryInTransaction } from '../../utilities/database'

/**
 * Holds, to the end of the request's transaction, a lock on one form fill's idempotency key: an
 * unfinished estimate's beacon and the full request of the same fill, arriving together, are stored one
 * after the other, so the later one always sees the earlier (the beacon is dropped, or the request takes
 * its desk lead over) whichever comes first.
 */
export async function lockSubmissionKey(req: PayloadRequest, idempotencyKey: string): Promise<void> {
  await queryInTransaction(req, sql`SELECT pg_advisory_xact_lock(hashtext(${`lead-key:${idempotencyKey}`}))`)
}
