import pg from 'pg'
import type { Payload } from 'payload'
import { env } from '../env'

/** The advisory lock the one job runner holds (any fixed number, the same in every replica). */
const JOB_RUNNER_LOCK = 7_201_117

let session: pg.Client | undefined
let held = false

function forget(client: pg.Client): void {
  if (session !== client) return
  session = undefined
  held = false
  void client.end().catch(() => undefined)
}

/**
 * Whether this process runs the job queue now (Payload's `shouldAutoRun`, asked before each run).
 * Payload 3.90's Postgres adapter claims jobs by reading, then updating, so two runners can take the
 * same job and send its email twice. So of all the CMS replicas exactly one runs jobs: the one that
 * holds a Postgres advisory lock, on a connection of its own. If that process dies, its connection
 * closes, Postgres releases the lock, and the next replica to ask takes it within one tick.
 *
 * A runner that died mid-run left its jobs marked `processing`, which no runner picks up again; the
 * new holder releases them, since no other runner can be working on them. Such a job runs again, so
 * a receiver may see one delivery twice after a crash (deliveries carry a stable id to drop repeats).
 */
export async function holdsJobRunnerLease(payload: Payload): Promise<boolean> {
  if (held) return true
  try {
    if (!session) {
      const client = new pg.Client({ connectionString: env.DATABASE_URI })
      client.on('error', (error) => {
        payload.logger.warn(`[jobs] the job runner's lock connection failed (${error.message})`)
        forget(client)
      })
      session = client
      await client.connect()
    }
    const { rows } = await session.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [
      JOB_RUNNER_LOCK,
    ])
    if (!rows[0]?.held) return false
    const released = await session.query(
      'UPDATE payload_jobs SET processing = false WHERE processing = true AND completed_at IS NULL',
    )
    if (released.rowCount)
      payload.logger.info(`[jobs] took over the queue; ${released.rowCount} interrupted job(s) will run again`)
    held = true
    return true
  } catch (error) {
    payload.logger.warn(`[jobs] could not take the job runner's lock (${(error as Error).message})`)
    if (session) forget(session)
    return false
  }
}
