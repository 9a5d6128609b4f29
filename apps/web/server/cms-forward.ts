import type { Request, RequestHandler } from 'express'
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
  PROBLEM_MEDIA_TYPE,
  problem,
  routedPath,
  toProblemDetails,
  type ProblemDetails,
} from '@ecs/shared/http'
import { createProxyMiddleware } from 'http-proxy-middleware'

const IDLE_CONNECTION_MS = 4_000
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

function writeProblem(res: ServerResponse, details: ProblemDetails, headers: OutgoingHttpHeaders = {}): void {
  const text = JSON.stringify(details)
  res.writeHead(details.status, {
    ...headers,
    'content-type': PROBLEM_MEDIA_TYPE,
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  })
  res.end(text)
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
 * 413, answered by the site. What the client is still sending is read and dropped, so the answer is
 * seen (not a reset) and the next request on a kept-alive connection starts clean; a body too large
 * to be worth reading closes the connection once answered.
 */
function refuseOversized(req: IncomingMessage, res: ServerResponse, max: number, closeConnection: boolean): void {
  writeProblem(
    res,
    problem(413, `The body can be at most ${max} bytes.`),
    closeConnection ? { connection: 'close' } : {},
  )
  req.resume()
}

/**
 * A body sent without a length (chunked) is counted as it is forwarded; past the limit the forward is
 * cut and the site answers 413 itself, rather than the CMS closing on a half-sent body (a 502 here).
 */
function capStreamedBody(proxyReq: ClientRequest, req: IncomingMessage, res: ServerResponse): void {
  if (req.headers['content-length'] !== undefined) return
  const max = bodyLimit((req as Request).originalUrl ?? req.url ?? '')
  let size = 0
  req.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size <= max || res.headersSent) return
    req.unpipe()
    proxyReq.destroy()
    refuseOversized(req, res, max, true)
  })
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
 * The browser talks only to the site's origin: /api/* is passed to the CMS (cookies included), so
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
    pathFilter: '/api',
    proxyTimeout: 15_000,
    selfHandleResponse: true,
    on: {
      proxyReq: capStreamedBody,
      proxyRes: (proxyRes, _req, res) => {
        passAnswer(proxyRes, res).catch(() => res.destroy())
      },
      error: (_error, _req, res) => {
        if ('writeHead' in res && !res.headersSent) {
          writeProblem(res, problem(502, 'The content service is not reachable right now. Please try again shortly.'))
        }
      },
    },
  })
  return (req, res, next) => {
    if (!routedPath(req.originalUrl).startsWith('/api')) return next()
    const max = bodyLimit(req.originalUrl)
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > max) return refuseOversized(req, res, max, declared > DRAIN_AT_MOST)
    void forward(req, res, next)
  }
}
