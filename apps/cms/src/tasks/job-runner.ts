import type { Payload, Where } from 'payload'
import { JOBS_AT_ONCE } from '@ecs/shared/shared-state'
import { databasePool } from '../utilities/database'
import { holdsJobRunnerLease } from './job-runner-lease'

const QUEUE = 'default'
/**
 * How often an idle runner (or a replica without the lease) looks again, and schedules are queued; also
 * how long a list of due jobs is used before it is read again.
 */
const TICK_MS = 1_000
/** How many due jobs one look reads: a burst's jobs are found in a few reads, not one per job. */
const DUE_JOBS_PER_LOOK = 50

type JobId = number | string

/** Due jobs of the queue, oldest first, other than those this runner is running now. */
async function dueJobs(payload: Payload, running: Iterable<JobId>): Promise<JobId[]> {
  const where: Where = {
    and: [
      { queue: { equals: QUEUE } },
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
      { processing: { equals: false } },
      { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than: new Date().toISOString() } }] },
      { id: { not_in: [...running] } },
    ],
  }
  const { docs } = await payload.db.find<{ id: JobId }>({
    collection: 'payload-jobs',
    where,
    sort: 'createdAt',
    limit: DUE_JOBS_PER_LOOK,
    pagination: false,
    select: { id: true },
  })
  return docs.map((doc) => doc.id)
}

/**
 * Runs the job queue in this process while it holds the job runner's lease (job-runner-lease.ts): up to
 * JOBS_AT_ONCE jobs at a time, a job that ends making room for the next due one at once, none started
 * while a request waits for a connection of the pool they share, and the tasks' schedules queued once a
 * second. Answers a function that stops it (running jobs finish).
 *
 * In place of Payload's autoRun, which runs a batch of due jobs every second all at once: a batch large
 * enough for a burst of leads (100) took the whole pool and the CPU, and a lead write queued behind it
 * waited past its budget three times in a row (replicas.test: 1 to 61 of 2,000 estimates answered 503
 * while a CMS replica restarted and the other took both the lease and all the visitors). A batch small
 * enough for the pool would wait for its slowest job (a webhook receiver's timeout) before the next
 * one starts.
 */
export function startJobRunner(payload: Payload): () => void {
  const running = new Set<JobId>()
  let due: JobId[] = []
  let dueReadAt = 0
  let stopped = false
  let wake: (() => void) | undefined
  let schedulesQueuedAt = 0

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        wake = undefined
        resolve()
      }
      wake = done
    })

  const run = (id: JobId) => {
    running.add(id)
    // runByID marks the job processing, runs it, and retries, completes or deletes it as the config says.
    void payload.jobs
      .runByID({ id })
      .catch((error: unknown) => payload.logger.error({ err: error, msg: `[jobs] job ${id} could not run` }))
      .finally(() => {
        running.delete(id)
        wake?.()
      })
  }

  const loop = async () => {
    while (!stopped) {
      try {
        if (!(await holdsJobRunnerLease(payload))) {
          await pause(TICK_MS)
          continue
        }
        if (Date.now() - schedulesQueuedAt >= TICK_MS) {
          schedulesQueuedAt = Date.now()
          await payload.jobs.handleSchedules({ queue: QUEUE })
        }
        // Requests come first: while one waits for a connection of the pool the jobs share, none starts.
        if (running.size < JOBS_AT_ONCE && !databasePool(payload).waitingCount) {
          // A list read a second ago may hold jobs cancelled or retimed since: read it again.
          if (!due.length || Date.now() - dueReadAt >= TICK_MS) {
            dueReadAt = Date.now()
            due = await dueJobs(payload, running)
          }
          while (running.size < JOBS_AT_ONCE && due.length) run(due.shift()!)
        }
      } catch (error) {
        payload.logger.warn({ err: error, msg: '[jobs] could not look for due jobs' })
      }
      // Until a job ends (its slot is free again) or a second has passed (new jobs may be due, the pool
      // may be free again).
      await pause(TICK_MS)
    }
  }
  void loop()
  return () => {
    stopped = true
    wake?.()
  }
}
