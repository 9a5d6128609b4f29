import type { RequestHandler } from 'express'
import {
  Agent as HttpAgent,
  type ClientRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http'
import { Agent as HttpsAgent } from 'node:https'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import {
  bodyLimit,
  isCmsApiPath,
  RETRY_AFTER_SECONDS,
  PROBLEM_MEDIA_TYPE,
  problem,
  toProblemDetails,
  type ProblemDetails,
} from '@ecs/shared/http'
import { requestHasBody } from '@ecs/shared/node-server'
import { createProxyMiddleware } from 'http-proxy-middleware'

const IDLE_CONNECTION_MS = 4_000
/**
 * How long the CMS may be silent on a forwarded call before the visitor is answered 503: longer than
 * any write's own database budget (the CMS answers 503 itself within 5 s), short enough that a form's
 * own retries end within a visitor's patience when the CMS is stalled.
 */
const CMS_SILENCE_MS = 10_000
/** Payload's error bodies are a few hundred bytes; a longer one is read no further and passed on as its status. */
const MAX_ERROR_BODY_BYTES = 64 * 1024

/** Headers that describe one hop or the body as sent, never copied to the browser as they are. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding'])
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'etag', 'last-modified'])

function copiedHeaders(from: IncomingMessage, drop: Set<string>): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(from.headers)) {
    if (value !== undefined && !HOP_HEADERS.has(name) && !drop.has(name)) headers[name] = value
  }
  return headers
}

function writeProblem(
  res: ServerResponse,
  details: ProblemDetails,
  headers: OutgoingHttpHeaders = {},
  endAfter?: IncomingMessage,
): void {
  const text = JSON.stringify(details)
  res.writeHead(details.status, {
    ...headers,
    'content-type': PROBLEM_MEDIA_TYPE,
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  })
  if (!endAfter || endAfter.complete) return void res.end(text)
  // The whole answer goes now (its length tells the client it is complete), but the response ends,
  // and with it a connection the client asked to close, only once the request's body is read.
  res.write(text)
  endAfter.once('end', () => res.end())
}

function decoded(bytes: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(bytes)
  if (encoding === 'br') return brotliDecompressSync(bytes)
  if (encoding === 'deflate') return inflateSync(bytes)
  return bytes
}

/** An error answer of the CMS that is not a problem yet (Payload's own errors, a proxy's HTML page) as one. */
async function translatedError(proxyRes: IncomingMessage): Promise<ProblemDetails> {
  const status = proxyRes.statusCode!
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of proxyRes as AsyncIterable<Buffer>) {
    size += chunk.byteLength
    if (size > MAX_ERROR_BODY_BYTES) return toProblemDetails(status, undefined)
    chunks.push(chunk)
  }
  if (!/^application\/json\b/i.test(proxyRes.headers['content-type'] ?? '')) return toProblemDetails(status, undefined)
  try {
    const text = decoded(Buffer.concat(chunks), proxyRes.headers['content-encoding']).toString('utf8')
    return toProblemDetails(status, JSON.parse(text))
  } catch {
    return toProblemDetails(status, undefined)
  }
}

/** A refused body declared larger than this is not read to its end: the connection is closed instead. */
const DRAIN_AT_MOST = 8 * 1024 * 1024

/**
 * 413, answered by the site at once. What the client is still sending is read and dropped, so the
 * answer is seen (not a reset) and the next request on a kept-alive connection starts clean: a
 * connection the client asked to close is closed only once its body is read, since closing it
 * mid-body broke the client's next write (EPIPE) before it read the answer. A body too large to be
 * worth reading closes the connection once answered.
 */
function refuseOversized(req: IncomingMessage, res: ServerResponse, max: number, closeConnection: boolean): void {
  const refusal = problem(413, `The body can be at most ${max} bytes.`)
  if (closeConnection) writeProblem(res, refusal, { connection: 'close' })
  else writeProblem(res, refusal, {}, req)
  req.resume()
}

/** Bodies read whole by the site, waiting to be written to the CMS request that forwards them. */
const readBodies = new WeakMap<IncomingMessage, Buffer>()

/**
 * Reads a request's body whole before anything is sent to the CMS, counting it as it comes (a body
 * sent without a length included): a client that stalls mid-body holds only its own connection (cut
 * by the server after 30 s of silence), never one to the CMS. Resolves false when the body passed
 * `max` (answered 413 here) or the client went away.
 */
function readBody(req: IncomingMessage, res: ServerResponse, max: number): Promise<boolean> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= max) return void chunks.push(chunk)
      req.off('data', onData)
      refuseOversized(req, res, max, true)
      resolve(false)
    }
    req.on('data', onData)
    req.once('end', () => {
      if (size > max) return
      readBodies.set(req, Buffer.concat(chunks))
      resolve(true)
    })
    req.once('close', () => resolve(false))
  })
}

/** The body read by `readBody`, written to the CMS request with its length (http-proxy then ends it). */
function writeReadBody(proxyReq: ClientRequest, req: IncomingMessage): void {
  const body = readBodies.get(req)
  if (!body) return
  proxyReq.removeHeader('transfer-encoding')
  proxyReq.setHeader('content-length', body.length)
  proxyReq.write(body)
}

/**
 * The CMS's answer passed to the browser: streamed as it comes, except an error that is not a
 * problem yet, which is read and answered as one (`toProblemDetails`), so the browser only ever sees
 * one error shape whoever wrote the error (docs/decisions/007-one-error-shape.md).
 */
async function passAnswer(proxyRes: IncomingMessage, res: ServerResponse): Promise<void> {
  const status = proxyRes.statusCode ?? 502
  const isProblem = (proxyRes.headers['content-type'] ?? '').startsWith(PROBLEM_MEDIA_TYPE)
  if (status < 400 || isProblem) {
    res.statusMessage = proxyRes.statusMessage ?? ''
    res.writeHead(status, copiedHeaders(proxyRes, new Set()))
    proxyRes.pipe(res)
    return
  }
  writeProblem(res, await translatedError(proxyRes), copiedHeaders(proxyRes, BODY_HEADERS))
}

/**
 * The browser talks only to the site's origin: /api and /api/* are passed to the CMS (cookies included), so
 * staff sessions work without CORS.
 * A body larger than the CMS takes (BODY_LIMITS) is refused here with 413 before anything is
 * forwarded: forwarding it made the CMS close mid-body, which came back as a 502, and left the
 * visitor's connection holding unread bytes, so its next request hung.
 */
export function forwardToCms(cmsUrl: string): RequestHandler {
  // Without an agent http-proxy sends `Connection: close` both ways: a new TCP connection to the CMS
  // for every call, and the browser's own connection dropped after each answer, which made a burst
  // of first visits slow and costly (bench/attribution.mjs). An idle connection is dropped after 4 s,
  // before Node's default 5 s on the CMS side: a connection the CMS is closing must never be reused
  // (the request would fail with a reset). Node 20's agent ignores the server's Keep-Alive hint
  // unless a timeout is set, so it is set here, below the CMS's.
  const agent = new (cmsUrl.startsWith('https:') ? HttpsAgent : HttpAgent)({
    keepAlive: true,
    timeout: IDLE_CONNECTION_MS,
  })
  const forward = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: cmsUrl,
    agent,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: CMS_SILENCE_MS,
    selfHandleResponse: true,
    on: {
      proxyReq: writeReadBody,
      proxyRes: (proxyRes, _req, res) => {
        passAnswer(proxyRes, res).catch(() => res.destroy())
      },
      // Unreachable, refused or silent past proxyTimeout: the request may not have been stored, and
      // sending it again is the visitor's way on (every write the public makes is idempotent), so the
      // answer says when, as a 503 like the CMS's own when its database is away: never a bare 502.
      error: (_error, _req, res) => {
        if ('writeHead' in res && !res.headersSent) {
          writeProblem(res, problem(503, 'The content service is not reachable right now. Please try again shortly.'), {
            'retry-after': String(RETRY_AFTER_SECONDS),
          })
        }
      },
    },
  })
  return (req, res, next) => {
    if (!isCmsApiPath(req.originalUrl)) return next()
    const max = bodyLimit(req.originalUrl)
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > max) return refuseOversized(req, res, max, declared > DRAIN_AT_MOST)
    if (!requestHasBody(req)) return void forward(req, res, next)
    void readBody(req, res, max).then((read) => {
      if (read) void forward(req, res, next)
    })
  }
}
