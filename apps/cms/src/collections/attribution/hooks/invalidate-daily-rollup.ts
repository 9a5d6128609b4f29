import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { invalidateRollup } from '../../../attribution/daily-rollup'
import { databasePool } from '../../../utilities/database'

const dayOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : null)

/**
 * Staff editing or deleting a session through Payload (admins only) would leave the daily rollup of
 * its day stale: forget that day's rollup so the next report recomputes it. Visitors' writes go
 * through the lean endpoint, which only adds sessions to today (never rolled up).
 */
export const invalidateDailyRollupAfterChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  req,
  operation,
}) => {
  if (operation === 'update') {
    const days = [dayOf(doc.createdAt), dayOf(previousDoc?.createdAt)].filter((day): day is string => day !== null)
    await invalidateRollup(databasePool(req.payload), [...new Set(days)])
  }
  return doc
}

export const invalidateDailyRollupAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const day = dayOf(doc.createdAt)
  if (day) await invalidateRollup(databasePool(req.payload), [day])
  return doc
}
