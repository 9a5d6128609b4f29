/**
 * Browser noise the site does not report: errors from browser extensions, from
 * storage the browser refuses (private mode, a full quota, storage blocked) and from websockets (an
 * extension's or a dev tool's live reload). Each kind is recognized by what the browser says about
 * it; every other error is still reported.
 */
const EXTENSION_URL = /\b(?:chrome|moz|safari(?:-web)?|ms-browser|edge)-extension:\/\//i
const STORAGE_ERROR_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED'])
const STORAGE_WORDS = /\b(?:localStorage|sessionStorage|indexedDB|IDBDatabase|storage)\b/i
const WEBSOCKET_WORDS = /\bWebSocket\b/

function describe(value: unknown): { name: string; text: string } {
  if (value instanceof Error || (typeof value === 'object' && value !== null && 'message' in value)) {
    const error = value as { name?: unknown; message?: unknown; stack?: unknown }
    return {
      name: typeof error.name === 'string' ? error.name : '',
      text: [error.message, error.stack].filter((part) => typeof part === 'string').join('\n'),
    }
  }
  return { name: '', text: typeof value === 'string' ? value : '' }
}

/** Whether an error, rejection reason or logged message is noise of a suppressed kind. */
export function isConsoleNoise(value: unknown, sourceUrl = ''): boolean {
  if (EXTENSION_URL.test(sourceUrl)) return true
  if (typeof WebSocket !== 'undefined' && value instanceof WebSocket) return true
  const { name, text } = describe(value)
  if (EXTENSION_URL.test(text)) return true
  if (STORAGE_ERROR_NAMES.has(name)) return true
  if (name === 'SecurityError' && STORAGE_WORDS.test(text)) return true
  if (STORAGE_WORDS.test(text) && /\b(?:denied|quota|exceeded|not available|disabled|access)\b/i.test(text)) return true
  return WEBSOCKET_WORDS.test(text)
}

interface NoiseTarget {
  console: Pick<Console, 'error'>
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void
  addEventListener(type: 'unhandledrejection', listener: (event: PromiseRejectionEvent) => void): void
}

/**
 * Keeps the suppressed kinds out of the console: console.error calls with a noise argument, uncaught
 * errors and unhandled rejections of those kinds (their default report is prevented). Anything else
 * reaches the console as before.
 */
export function suppressConsoleNoise(target: NoiseTarget): void {
  const report = target.console.error.bind(target.console)
  target.console.error = (...args: unknown[]) => {
    if (args.some((arg) => isConsoleNoise(arg))) return
    report(...args)
  }
  target.addEventListener('error', (event) => {
    if (isConsoleNoise(event.error ?? event.message, event.filename)) event.preventDefault()
  })
  target.addEventListener('unhandledrejection', (event) => {
    if (isConsoleNoise(event.reason)) event.preventDefault()
  })
}
