// A Server-Sent Events reader for tests and benchmarks (the browser's EventSource is not in Node): opens
// a stream with fetch, parses its events as they come and keeps each with the time it arrived.
import { SEED_PASSWORD } from './index.mjs'

/**
 * Opens `url` as an event stream with `headers` (a session cookie). Resolves once the answer's headers
 * are in; `status` is the answer's (a refused stream is read whole as `refusal`).
 */
export async function openEventStream(url, { headers = {} } = {}) {
  const controller = new AbortController()
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal })
  const events = []
  const waiters = new Set()
  let ended = false
  const settle = () => {
    for (const waiter of waiters) waiter()
  }
  if (!response.ok || !response.body) {
    const refusal = await response.text()
    const next = () => Promise.reject(new Error(`the stream was refused (${response.status})`))
    return { status: response.status, refusal, events, ended: true, close() {}, next }
  }
  const stream = {
    status: response.status,
    events,
    get ended() {
      return ended
    },
    /** The first event (already in or still to come) that `matches`, or a rejection after `timeoutMs`. */
    next(matches, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(matches)
          if (found || ended) {
            waiters.delete(check)
            clearTimeout(timer)
            return found ? resolve(found) : reject(new Error(`the stream ended before the event (${url})`))
          }
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no such event within ${timeoutMs} ms (${url}); heard ${JSON.stringify(events)}`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    close() {
      controller.abort()
    },
  }
  void (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true })
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event = { event: 'message', data: '', at: performance.now() }
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':')
            if (colon === 0) continue
            const field = colon < 0 ? line : line.slice(0, colon)
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
            if (field === 'event') event.event = value
            else if (field === 'data') event.data += event.data ? `\n${value}` : value
            else if (field === 'id') event.id = value
          }
          if (block.split('\n').some((line) => !line.startsWith(':'))) events.push(event)
        }
        settle()
      }
    } catch {
      // Closed by us, or the server went away: either way the stream has ended.
    }
    ended = true
    settle()
  })()
  return stream
}

/** A staff session's cookie for the site: signs in at the CMS (`base` is the CMS or the site in front). */
export async function staffCookie(base, email, password = SEED_PASSWORD) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 200) throw new Error(`signing in as ${email} answered ${response.status}`)
  const { token } = await response.json()
  return `payload-token=${token}`
}
