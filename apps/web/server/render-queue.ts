/**
 * The background renders: one at a time, the page served most recently first (the ones visitors are
 * reading now get the new content first), yielding to waiting requests between two renders. A render
 * that fails is remembered, to be tried again by the next revalidation.
 */
export interface RenderQueue {
  add(paths: Iterable<string>): void
  /** Takes a path off the queue: it is being rendered another way. */
  remove(path: string): void
  /** The paths whose render failed since the last call. */
  takeFailed(): Set<string>
  /** Resolves once no render is waiting or running. */
  idle(): Promise<void>
}

export interface RenderQueueOptions {
  render: (path: string) => Promise<unknown>
  /** Higher renders first. */
  priority: (path: string) => number
  /** After the queue ran empty, with the failures of that run (path and message). */
  onDrained: (failures: ReadonlyMap<string, string>) => void
}

export function createRenderQueue({ render, priority, onDrained }: RenderQueueOptions): RenderQueue {
  const queue = new Set<string>()
  let failed = new Set<string>()
  let draining: Promise<void> | undefined

  function next(): string {
    let best: string | undefined
    for (const path of queue) if (best === undefined || priority(path) > priority(best)) best = path
    queue.delete(best!)
    return best!
  }

  async function drain() {
    const failures = new Map<string, string>()
    while (queue.size > 0) {
      const path = next()
      try {
        await render(path)
      } catch (error) {
        failed.add(path)
        failures.set(path, (error as Error).message)
      }
      // Let waiting requests go first: a background render never delays an answer for long.
      await new Promise((resolve) => setImmediate(resolve))
    }
    onDrained(failures)
  }

  function add(paths: Iterable<string>) {
    for (const path of paths) queue.add(path)
    if (queue.size === 0 || draining) return
    draining = drain().finally(() => {
      draining = undefined
      add([]) // paths queued while the last render was finishing
    })
  }

  return {
    add,
    remove: (path) => void queue.delete(path),
    takeFailed() {
      const paths = failed
      failed = new Set()
      return paths
    },
    async idle() {
      while (draining) await draining
    },
  }
}
