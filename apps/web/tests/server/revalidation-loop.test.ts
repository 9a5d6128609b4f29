import type { ContentChange } from '@ecs/shared/shared-state'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRevalidationLoop, type RevalidationLoop } from '../../server/revalidation-loop'

// When content is re-read, and what: a notice's change, everything on the timer, folded while one runs.

const service: ContentChange = { source: 'services', id: 3, containedBy: { reviews: 1 } }
const picture: ContentChange = { source: 'media', id: 7, containedBy: { services: 1 } }

let loop: RevalidationLoop | undefined
let rereads: (readonly ContentChange[] | undefined)[]
/** The re-reads running, each finished by calling its function. */
let running: (() => void)[]

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  rereads = []
  running = []
  loop = createRevalidationLoop({
    intervalMs: 60_000,
    reread: async (changes) => {
      rereads.push(changes)
      await new Promise<void>((resolve) => running.push(resolve))
    },
  })
})
afterEach(() => {
  loop?.stop()
  vi.useRealTimers()
})

async function finishAll() {
  for (let i = 0; i < 10 && running.length > 0; i++) {
    for (const finish of running.splice(0)) finish()
    await vi.advanceTimersByTimeAsync(0)
  }
}

describe('the revalidation loop', () => {
  it("re-reads a burst of notices' changes once, and folds those that come during a re-read into the next", async () => {
    loop!.contentChanged(service, 'after-commit')
    loop!.contentChanged(picture, 'after-commit')
    await vi.advanceTimersByTimeAsync(100)
    expect(rereads).toEqual([[service, picture]])
    loop!.contentChanged(picture, 'after-commit')
    await vi.advanceTimersByTimeAsync(100)
    expect(rereads).toHaveLength(1)
    await finishAll()
    expect(rereads).toEqual([[service, picture], [picture]])
  })

  it('re-reads everything for a notice without a change, on the timer, and when a retry is asked', async () => {
    loop!.contentChanged(service, 'after-commit')
    loop!.contentChanged(undefined, 'after-commit')
    await vi.advanceTimersByTimeAsync(100)
    await finishAll()
    expect(rereads).toEqual([undefined])
    await vi.advanceTimersByTimeAsync(60_000)
    await finishAll()
    loop!.retrySoon()
    loop!.retrySoon()
    await vi.advanceTimersByTimeAsync(10_000)
    await finishAll()
    expect(rereads).toEqual([undefined, undefined, undefined])
  })

  it('looks again at a change whose notice may have come before its commit', async () => {
    loop!.contentChanged(service, 'maybe-before-commit')
    await vi.advanceTimersByTimeAsync(100)
    await finishAll()
    await vi.advanceTimersByTimeAsync(3_000)
    await finishAll()
    expect(rereads).toEqual([[service], [service]])
  })

  // Seen in CI: on a loaded machine the timer's whole re-read took seconds, and a publish waited behind it.
  it("re-reads a change at once while the timer's whole re-read runs, and folds changes into a whole one that starts", async () => {
    await vi.advanceTimersByTimeAsync(60_000)
    expect(rereads).toEqual([undefined])
    loop!.contentChanged(service, 'after-commit')
    await vi.advanceTimersByTimeAsync(100)
    expect(rereads).toEqual([undefined, [service]])
    await finishAll()
    expect(rereads).toHaveLength(2)
    let settled = false
    void loop!.idle().then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(true)
  })
})
