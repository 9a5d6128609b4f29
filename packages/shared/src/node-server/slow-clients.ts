import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/** A client has this long to send its request's headers. */
const HEADERS_TIMEOUT_MS = 10_000
/** A body may take as long as it keeps coming, but not this long without a byte. */
const BODY_SILENCE_MS = 30_000
/**
 * The longest a whole request may take to arrive (Node's own default, said here): a 5 MB resume at
 * 256 kbit/s takes under three minutes.
 */
const REQUEST_TIMEOUT_MS = 300_000

/** Options for `http.createServer`: Node checks its timeouts this often, so 10 s means 10-11 s. */
export const SLOW_CLIENT_SERVER_OPTIONS = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: 1_000,
} as const

/** Whether a request says a body follows its headers (a length above 0, or chunked). */
export function requestHasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length']
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
}

/**
 * Watches every request body the server receives. A client that stops sending its body is cut: while
 * a body is still due, 30 s without a byte closes the connection (Node's own limits only cut a body
 * after 300 s in all, so a client sending a byte now and then held a socket, and the handler waiting
 * for it, for five minutes). A steady slow upload is never cut: every byte restarts the wait. Once the
 * body is read or the answer sent, the connection is idle as usual (the keep-alive timeout).
 *
 * A body that never arrived whole, because the client went away or was cut, is said here, once, as
 * one line at info: it is the client's doing, not a fault of ours, so no stack and no error level
 * (the handler reading the body sees its stream fail, and its answer has nobody to go to). The path
 * is logged without its query.
 */
export function watchRequestBodies(
  server: Server,
  { name, silenceMs = BODY_SILENCE_MS }: { name: string; silenceMs?: number },
): void {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!requestHasBody(req)) return
    const socket = req.socket
    let cut = false
    const cutSilent = () => {
      cut = true
      socket.destroy()
    }
    socket.setTimeout(silenceMs, cutSilent)
    const done = () => socket.setTimeout(0, cutSilent)
    req.once('end', done)
    res.once('finish', done)
    req.once('close', () => {
      if (req.complete || res.writableFinished) return
      const what = cut ? `sent no byte of its body for ${silenceMs / 1000} s and was cut` : 'went away mid-body'
      console.info(`[${name}] ${req.method} ${(req.url ?? '').split('?', 1)[0]}: the client ${what}`)
    })
  })
}
