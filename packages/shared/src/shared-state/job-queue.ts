/**
 * How many due jobs the replica that holds the job runner's lease takes from the shared queue each
 * second. It is also the most jobs a runner killed mid-run can leave half done (sent, not yet marked
 * done), so the most sends a receiver may see twice after a crash.
 */
export const JOBS_PER_RUN = 100
