import { Mutex } from 'async-mutex'
import type { VisitKind } from '@ecs/shared/booking'

/** One turn per location and kind of visit in this process (a few keys: locations × kinds, kept for good). */
const turns = new Map<string, Mutex>()

/**
 * Runs a booking's transaction when this process's earlier bookings of the same location and kind of
 * visit are done. The transaction waits for the location's lock in Postgres (takeWindow) while holding a
 * pooled connection; without the turn, a burst of bookings of one location held every connection of
 * the pool waiting for that one lock, and the rest of the CMS (and the bookings behind them) waited for a
 * connection past the database's budget. With it, each process holds at most one connection per location
 * and kind waiting for the lock, and the other bookings wait here, holding none. The lock in Postgres
 * still decides between replicas.
 */
export function inLocationTurn<Result>(locationId: number, kind: VisitKind, work: () => Promise<Result>) {
  const key = `${locationId}:${kind}`
  let turn = turns.get(key)
  if (!turn) {
    turn = new Mutex()
    turns.set(key, turn)
  }
  return turn.runExclusive(work)
}
