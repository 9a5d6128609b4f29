import type { ContentChange } from '@ecs/shared/shared-state'

/** When a "content changed" notice was sent: once the change committed, or possibly before. */
export type ContentNotice = 'after-commit' | 'maybe-before-commit'

/**
 * When the content is re-read: after a change notice (only what that change can reach), on a timer
 * (everything: a lost notice, a scheduled publish), and again soon after a re-read that failed. One
 * whole re-read and one of changes run at a time, each folding what is asked meanwhile into its next:
 * a change is re-read at once even while the timer's whole re-read runs (which on a loaded machine
 * takes seconds, and held a publish back past 5 s, seen in CI), and a whole re-read that starts covers
 * the changes asked before it. The content cache keeps the newer of two answers to one path.
 */
export interface RevalidationLoop {
  /** A notice without a change (or one that could not be read) means anything may have changed. */
  contentChanged(change: ContentChange | undefined, notice: ContentNotice): void
  /** Re-reads everything; resolves once done. */
  revalidate(): Promise<void>
  /** Asks for a whole re-read in a few seconds (a read or render failed). */
  retrySoon(): void
  /** Resolves once no re-read is running. */
  idle(): Promise<void>
  stop(): void
}

/** A notice is acted on after this pause, so a burst of saves is one re-read. */
const NOTICE_DEBOUNCE_MS = 50
/**
 * The CMS's POST may come from its afterChange hook before its transaction commits; a re-read that
 * came too early saw the old content, so such a notice is followed by a second look.
 */
const NOTICE_SETTLE_MS = 2_000
/** After a re-read that the CMS could not answer in full, the next try. */
const RETRY_MS = 5_000

export function createRevalidationLoop({
  reread,
  intervalMs,
}: {
  /** One re-read: of what the changes can reach, or of everything without changes. */
  reread: (changes: readonly ContentChange[] | undefined) => Promise<void>
  intervalMs: number
}): RevalidationLoop {
  let everything = false
  let changes: ContentChange[] = []
  let whole: Promise<void> | undefined
  let ofChanges: Promise<void> | undefined
  let retryScheduled = false
  const timers = new Set<NodeJS.Timeout>()

  function ask(change: ContentChange | undefined) {
    if (change) changes.push(change)
    else everything = true
  }

  function run(): Promise<void> {
    if (everything)
      whole ??= (async () => {
        while (everything) {
          everything = false
          changes = []
          await reread(undefined)
        }
      })().finally(() => (whole = undefined))
    if (changes.length > 0)
      ofChanges ??= (async () => {
        while (changes.length > 0) {
          const asked = changes
          changes = []
          await reread(asked)
        }
      })().finally(() => (ofChanges = undefined))
    return idle()
  }

  async function idle() {
    while (whole || ofChanges) await Promise.all([whole, ofChanges])
  }

  function schedule(task: () => unknown, delayMs: number) {
    const timer = setTimeout(() => {
      timers.delete(timer)
      void task()
    }, delayMs)
    timers.add(timer)
  }

  function revalidate() {
    ask(undefined)
    return run()
  }

  const interval = setInterval(() => void revalidate(), intervalMs)
  interval.unref()

  return {
    contentChanged(change, notice) {
      ask(change)
      schedule(run, NOTICE_DEBOUNCE_MS)
      if (notice === 'maybe-before-commit')
        schedule(() => {
          ask(change)
          return run()
        }, NOTICE_SETTLE_MS)
    },

    revalidate,

    retrySoon() {
      if (retryScheduled) return
      retryScheduled = true
      schedule(() => {
        retryScheduled = false
        return revalidate()
      }, RETRY_MS)
    },

    idle,

    stop() {
      clearInterval(interval)
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}
