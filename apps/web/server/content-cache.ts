import { createHash } from 'node:crypto'
import {
  BrokenCircuitError,
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  handleWhen,
  TaskCancelledError,
  timeout,
  TimeoutStrategy,
  wrap,
} from 'cockatiel'
import type { ContentChange } from '@ecs/shared/shared-state'
import { mayContain, reachOf, type ContentReach } from './content-reach'

/** Reads one CMS path; what a render and the ZIP lookup need of the content cache. */
export interface ContentReader {
  get(path: string): Promise<unknown>
}

/**
 * The CMS content the site renders from: the last good answer to every CMS path read so far, kept
 * until a newer good answer replaces it (stale-if-error, RFC 5861). Only the first read of a path
 * waits for the CMS; `refresh` asks again for the paths a change can reach, or for everything on a
 * timer. A hung
 * or dead CMS costs a visitor nothing: reads are cut off after a short timeout, and after a few
 * failures in a row a circuit breaker stops asking for a while.
 *
 * Reads nobody waits for (the start-up and revalidation renders, `refresh`) go through `background`:
 * a longer timeout and a circuit of their own. They come in bursts (every shared route at start-up),
 * and a burst made the CMS slow enough that three of its reads timed out, which opened the visitors'
 * circuit, so visitors got 503 pages for 5 s from a CMS that was answering (seen in CI). Only
 * visitors' own failures now open theirs.
 */
export interface ContentCache extends ContentReader {
  /** The same cache, read by background work. */
  readonly background: ContentReader
  /**
   * Asks the CMS again for the paths read so far that can contain one of the changes (content-reach.ts),
   * or for every path without changes. Resolves with the paths whose answer changed; a path the CMS
   * could not answer keeps its last good answer and counts as failed.
   */
  refresh(changes?: readonly ContentChange[]): Promise<{ changed: Set<string>; failed: number }>
  /** The last good answer to a path without waiting: undefined until a read of it succeeded. */
  peek(path: string): unknown
  /** `circuit`: the visitors' one. */
  stats(): { entries: number; reads: number; failures: number; circuit: 'closed' | 'open' | 'half-open' }
}

interface Entry {
  value: unknown
  /** Of the answer's text, to tell a changed answer from the same one asked again. */
  hash: string
  reach: ContentReach
  /** The order its read started in: a read started later saw content at least as new. */
  started: number
}

export class ContentUnavailableError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const notAnsweredWithin = (path: string, ms: number) =>
  new ContentUnavailableError(path, 504, `the CMS did not answer within ${ms} ms`)

/** A 4xx is the CMS's real answer (e.g. not found); anything else means it is not answering. */
const isOutage = (error: Error) => !(error instanceof ContentUnavailableError && error.status < 500)

export function createContentCache({
  cmsUrl,
  timeoutMs,
  backgroundTimeoutMs = 10 * timeoutMs,
  failuresToOpen = 3,
  openForMs = 5_000,
  refreshConcurrency = 4,
  fetchImpl = fetch,
}: {
  cmsUrl: string
  /** How long one read a visitor waits for may take before it counts as a failure. */
  timeoutMs: number
  /** How long one background read may take. */
  backgroundTimeoutMs?: number
  /** Consecutive failures that open the circuit (reads then fail at once)... */
  failuresToOpen?: number
  /** ...for this long, after which one read is let through to try the CMS again. */
  openForMs?: number
  refreshConcurrency?: number
  fetchImpl?: typeof fetch
}): ContentCache {
  const entries = new Map<string, Entry>()
  const firstReads = new Map<string, { reader: keyof typeof policies; read: Promise<Entry> }>()
  const counters = { reads: 0, failures: 0 }
  // One circuit each: background work that finds the CMS stalled stops asking soon (a refresh is not
  // held up for every path's timeout), and visitors keep asking until their own reads fail.
  const circuit = () =>
    circuitBreaker(handleWhen(isOutage), {
      halfOpenAfter: openForMs,
      breaker: new ConsecutiveBreaker(failuresToOpen),
    })
  const visitorCircuit = circuit()
  const policies = {
    visitor: { policy: wrap(visitorCircuit, timeout(timeoutMs, TimeoutStrategy.Aggressive)), limitMs: timeoutMs },
    background: {
      policy: wrap(circuit(), timeout(backgroundTimeoutMs, TimeoutStrategy.Aggressive)),
      limitMs: backgroundTimeoutMs,
    },
  }

  async function load(path: string, started: number, signal: AbortSignal): Promise<Entry> {
    const response = await fetchImpl(new URL(path, cmsUrl), { headers: { accept: 'application/json' }, signal })
    const text = await response.text()
    if (!response.ok) throw new ContentUnavailableError(path, response.status, `${response.status}: ${text}`)
    const value = JSON.parse(text) as unknown
    return { value, hash: createHash('sha1').update(text).digest('base64'), reach: reachOf(path, value), started }
  }

  /**
   * Keeps a fresh answer unless a read started after it has already been kept: two re-reads may run at
   * once (a change's, beside the timer's whole one, revalidation-loop.ts), and the whole one's read of
   * a path, started before the change, must not replace the change's newer answer. Whether it was kept.
   */
  function keep(path: string, fresh: Entry): boolean {
    if ((entries.get(path)?.started ?? -1) > fresh.started) return false
    entries.set(path, fresh)
    return true
  }

  /** One read through the reader's timeout (and the breaker for visitors), its failures told apart for the caller. */
  async function read(path: string, reader: keyof typeof policies): Promise<Entry> {
    const { policy, limitMs } = policies[reader]
    const started = ++counters.reads
    try {
      return await policy.execute(({ signal }) => load(path, started, signal))
    } catch (error) {
      counters.failures++
      if (error instanceof ContentUnavailableError) throw error
      if (error instanceof BrokenCircuitError)
        throw new ContentUnavailableError(path, 503, 'the CMS failed repeatedly; not asked again yet')
      if (error instanceof TaskCancelledError) throw notAnsweredWithin(path, limitMs)
      throw new ContentUnavailableError(path, 502, `the CMS could not be reached: ${String(error)}`)
    }
  }

  /**
   * The kept answer, or the first read of the path. A visitor's read that finds a background one
   * under way joins it but waits no longer than its own timeout.
   */
  function get(path: string, reader: keyof typeof policies): Promise<unknown> {
    const entry = entries.get(path)
    if (entry) return Promise.resolve(entry.value)
    let pending = firstReads.get(path)
    if (!pending) {
      const started = { reader, read: read(path, reader) }
      pending = started
      firstReads.set(path, started)
      void started.read
        .then((fresh) => void keep(path, fresh))
        .catch(() => undefined)
        .finally(() => firstReads.delete(path))
    }
    const value = pending.read.then((fresh) => fresh.value)
    if (reader === 'background' || pending.reader === 'visitor') return value
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(notAnsweredWithin(path, timeoutMs)), timeoutMs)
    })
    return Promise.race([value, deadline]).finally(() => clearTimeout(timer))
  }

  return {
    get: (path) => get(path, 'visitor'),
    background: { get: (path) => get(path, 'background') },

    peek(path) {
      return entries.get(path)?.value
    },

    async refresh(changes) {
      const changed = new Set<string>()
      let failed = 0
      const paths = [...entries]
        .filter(([, entry]) => !changes || changes.some((change) => mayContain(entry.reach, change)))
        .map(([path]) => path)
      const worker = async () => {
        for (let path = paths.pop(); path !== undefined; path = paths.pop()) {
          try {
            const fresh = await read(path, 'background')
            const before = entries.get(path)?.hash
            if (keep(path, fresh) && fresh.hash !== before) changed.add(path)
          } catch {
            failed++
          }
        }
      }
      await Promise.all(Array.from({ length: refreshConcurrency }, worker))
      return { changed, failed }
    },

    stats() {
      const circuit =
        visitorCircuit.state === CircuitState.Closed
          ? 'closed'
          : visitorCircuit.state === CircuitState.HalfOpen
            ? 'half-open'
            : 'open'
      return { entries: entries.size, ...counters, circuit }
    },
  }
}
