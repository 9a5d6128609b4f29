import { BOOKING_DEFAULTS, type VisitKind } from './facts'

/** A location's visit lengths: the estimate visit's, a job's default, and each service's own. */
export interface VisitLengths {
  estimateMinutes?: number | null
  jobMinutes?: number | null
  serviceMinutes?: readonly { service: number; minutes: number }[] | null
}

/**
 * How long a visit takes: an estimate visit its set length; a job the lengths of the services it
 * does, each once (one crew does them one after the other), or the default job length when none of
 * them has its own.
 */
export function visitMinutes(lengths: VisitLengths, kind: VisitKind, services: readonly number[] = []): number {
  if (kind !== 'job') return lengths.estimateMinutes ?? BOOKING_DEFAULTS.estimateMinutes
  const own = new Map((lengths.serviceMinutes ?? []).map((entry) => [entry.service, entry.minutes]))
  const listed = [...new Set(services)].filter((service) => own.has(service))
  if (listed.length === 0) return lengths.jobMinutes ?? BOOKING_DEFAULTS.jobMinutes
  return listed.reduce((total, service) => total + own.get(service)!, 0)
}
