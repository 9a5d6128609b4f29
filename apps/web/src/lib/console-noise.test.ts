// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { isConsoleNoise, suppressConsoleNoise } from './console-noise'

function named(name: string, message: string, stack?: string): Error {
  const error = new Error(message)
  error.name = name
  if (stack !== undefined) error.stack = stack
  return error
}

const NOISE: [string, unknown, string?][] = [
  [
    'an extension script error',
    new TypeError("Cannot read properties of undefined (reading 'x')"),
    'chrome-extension://abcdef/content.js',
  ],
  [
    'an extension in the stack',
    named('TypeError', 'x is undefined', 'TypeError: x is undefined\n    at moz-extension://1234/inject.js:1:10'),
  ],
  ['a Safari extension message', 'Error in safari-web-extension://ABCD/script.js'],
  [
    'a full quota',
    named('QuotaExceededError', "Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota."),
  ],
  ['Firefox private mode', named('NS_ERROR_DOM_QUOTA_REACHED', 'Persistent storage maximum size reached')],
  [
    'blocked storage',
    named(
      'SecurityError',
      "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
    ),
  ],
  ['IndexedDB unavailable', 'IndexedDB is not available in this context: access denied'],
  ['a websocket failure', "WebSocket connection to 'ws://localhost:35729/livereload' failed"],
  ['a websocket error object', named('Error', 'WebSocket is closed before the connection is established.')],
]

const VISIBLE: [string, unknown, string?][] = [
  [
    'a bug in our code',
    new TypeError("Cannot read properties of undefined (reading 'docs')"),
    'https://clearview.example/assets/app.js',
  ],
  ['a failed request', new Error('500: Internal Server Error')],
  ['a React error', 'The above error occurred in the <EstimateWizard> component'],
  [
    'a security error that is not storage',
    named('SecurityError', 'Blocked a frame with origin from accessing a cross-origin frame.'),
  ],
  ['our own storage note', 'the estimate draft could not be read'],
]

describe('console noise', () => {
  it.each(NOISE)('suppresses %s', (_, value, source) => {
    expect(isConsoleNoise(value, source)).toBe(true)
  })

  it.each(VISIBLE)('keeps %s visible', (_, value, source) => {
    expect(isConsoleNoise(value, source)).toBe(false)
  })

  it('drops noisy console.error calls and passes every other one through', () => {
    const error = vi.fn()
    const target = { console: { error }, addEventListener: vi.fn() }
    suppressConsoleNoise(target)
    target.console.error("WebSocket connection to 'ws://x' failed")
    target.console.error('[render]', new Error('boom'))
    expect(error).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledWith('[render]', expect.any(Error))
  })

  it('prevents the default report of noisy uncaught errors and rejections only', () => {
    const listeners: Record<string, (event: Event) => void> = {}
    const target = {
      console: { error: vi.fn() },
      addEventListener: (type: string, listener: (event: Event) => void) => {
        listeners[type] = listener
      },
    }
    suppressConsoleNoise(target as never)
    const noisyError = new ErrorEvent('error', {
      message: 'x',
      filename: 'chrome-extension://abc/x.js',
      cancelable: true,
    })
    const ourError = new ErrorEvent('error', {
      error: new Error('ours'),
      message: 'ours',
      filename: '/assets/app.js',
      cancelable: true,
    })
    listeners.error!(noisyError)
    listeners.error!(ourError)
    expect(noisyError.defaultPrevented).toBe(true)
    expect(ourError.defaultPrevented).toBe(false)

    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent
      Object.defineProperty(event, 'reason', { value: reason })
      listeners.unhandledrejection!(event)
      return event.defaultPrevented
    }
    expect(rejection(named('QuotaExceededError', 'quota'))).toBe(true)
    expect(rejection(new Error('500: Internal Server Error'))).toBe(false)
  })
})
