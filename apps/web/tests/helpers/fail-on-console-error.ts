import { afterEach, beforeEach, expect, vi } from 'vitest'

/**
 * A test fails when the code under test logs console.error unexpectedly: an error logged and carried
 * on from is a bug the assertions did not look for. A test that provokes one on purpose says so with
 * `expectConsoleError(pattern)`; the message must then be logged, and match.
 */
let expected: RegExp[] = []
let logged: string[] = []

export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern)
}

beforeEach(() => {
  expected = []
  logged = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '))
  })
})

afterEach(() => {
  vi.mocked(console.error).mockRestore()
  const unexpected = logged.filter((message) => !expected.some((pattern) => pattern.test(message)))
  const missing = expected.filter((pattern) => !logged.some((message) => pattern.test(message)))
  expect(unexpected, 'console.error was called unexpectedly').toEqual([])
  expect(missing, 'an expected console.error was not logged').toEqual([])
})
