import { describe, expect, it } from 'vitest'
import { createRenderQueue } from '../../server/render-queue'

// The background renders: one at a time, highest priority first, failures kept for the next try.

describe('the render queue', () => {
  it('renders one at a time, the highest priority first, each path once however often added', async () => {
    const rendered: string[] = []
    let running = 0
    let mostAtOnce = 0
    const drained: number[] = []
    const priorities: Record<string, number> = { '/old': 1, '/new': 3, '/mid': 2 }
    const queue = createRenderQueue({
      render: async (path) => {
        mostAtOnce = Math.max(mostAtOnce, ++running)
        await new Promise((resolve) => setTimeout(resolve, 5))
        rendered.push(path)
        running--
      },
      priority: (path) => priorities[path]!,
      onDrained: (failures) => drained.push(failures.size),
    })
    queue.add(['/old', '/mid', '/new', '/old'])
    queue.add(['/mid'])
    await queue.idle()
    expect(rendered).toEqual(['/new', '/mid', '/old'])
    expect(mostAtOnce).toBe(1)
    expect(drained).toEqual([0])
  })

  it('goes on past a failed render, reports it and hands it over once', async () => {
    let reported: ReadonlyMap<string, string> = new Map()
    const rendered: string[] = []
    const queue = createRenderQueue({
      render: async (path) => {
        if (path === '/broken') throw new Error('the CMS did not answer')
        rendered.push(path)
      },
      priority: (path) => (path === '/broken' ? 1 : 0),
      onDrained: (failures) => (reported = failures),
    })
    queue.add(['/broken', '/fine'])
    queue.remove('/nothing-queued')
    await queue.idle()
    expect(rendered).toEqual(['/fine'])
    expect([...reported]).toEqual([['/broken', 'the CMS did not answer']])
    expect([...queue.takeFailed()]).toEqual(['/broken'])
    expect([...queue.takeFailed()]).toEqual([])
  })
})
