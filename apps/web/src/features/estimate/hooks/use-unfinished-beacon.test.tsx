// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UNFINISHED_AFTER_MS, useUnfinishedBeacon } from './use-unfinished-beacon'

// React's act() warns unless the environment says it is a test's.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let answers: Record<string, unknown> | undefined
const send = vi.fn((_answers: Record<string, unknown>) => true)
let root: Root

function Wizard() {
  useUnfinishedBeacon(() => answers, send)
  return null
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

const pageGoes = () => window.dispatchEvent(new Event('pagehide'))
const contact = (more: Record<string, string> = {}) => ({
  contact: { firstName: 'Una', phone: '202-555-0172', ...more },
})

beforeEach(() => {
  vi.useFakeTimers()
  send.mockClear()
  answers = undefined
  root = createRoot(document.createElement('div'))
  act(() => root.render(<Wizard />))
})
afterEach(() => {
  act(() => root.unmount())
  setVisibility('visible')
  vi.useRealTimers()
})

describe("the unfinished estimate's beacon", () => {
  it('sends nothing before there is someone to call back', () => {
    pageGoes()
    expect(send).not.toHaveBeenCalled()
  })

  it('sends the answers when the page goes, and the same answers only once', () => {
    answers = contact()
    pageGoes()
    pageGoes()
    expect(send.mock.calls).toEqual([[contact()]])
  })

  it('sends the fuller answers of a visitor who came back, gave more and left again', () => {
    answers = contact()
    setVisibility('hidden')
    vi.advanceTimersByTime(UNFINISHED_AFTER_MS)
    expect(send.mock.calls).toEqual([[contact()]])
    setVisibility('visible')
    answers = contact({ email: 'una@example.com' })
    pageGoes()
    expect(send.mock.calls).toEqual([[contact()], [contact({ email: 'una@example.com' })]])
  })

  it('sends nothing for a page hidden less than the window, and tries again after a send that did not go', () => {
    answers = contact()
    setVisibility('hidden')
    vi.advanceTimersByTime(UNFINISHED_AFTER_MS - 1)
    setVisibility('visible')
    vi.advanceTimersByTime(UNFINISHED_AFTER_MS)
    expect(send).not.toHaveBeenCalled()
    send.mockReturnValueOnce(false)
    pageGoes()
    pageGoes()
    expect(send).toHaveBeenCalledTimes(2)
  })
})
