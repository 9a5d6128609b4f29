/**
 * Starts Payload, and with it the job runner, when the CMS server starts, not on its first request:
 * lead emails and webhook deliveries queued before a restart are sent even if no one visits.
 */
export async function register(): Promise<void> {
  // Next's own build-time variables, read here (not through env.ts) so Next can tell the runtimes apart.
  // eslint-disable-next-line no-restricted-properties -- Next replaces these at build time
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }, { env }, { startJobRunner }] = await Promise.all([
    import('payload'),
    import('./payload.config'),
    import('./env'),
    import('./tasks/job-runner'),
  ])
  const payload = await getPayload({ config })
  if (env.JOBS_AUTORUN) startJobRunner(payload)
}
