/**
 * Connections in each CMS process's Payload pool. Lead writes, staff and the site's reads and the job
 * runner share them.
 */
export const CMS_POOL_SIZE = 16

/**
 * How many jobs the replica that holds the job runner's lease runs at once; a job that ends makes room
 * for the next due one at once. A job holds at most one connection (its transaction's), so however long
 * the queue, the requests keep the other 10 of CMS_POOL_SIZE, the whole pool they had before jobs took
 * turns. It is also the most jobs a runner killed mid-run can leave half done (sent, not yet marked
 * done), so the most sends a receiver may see twice after a crash.
 */
export const JOBS_AT_ONCE = 6
