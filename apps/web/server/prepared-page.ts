import fresh from 'fresh'
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress as brotliCallback, constants, gunzipSync, gzip as gzipCallback } from 'node:zlib'

const brotliCompress = promisify(brotliCallback)
const gzip = promisify(gzipCallback)

/** Header name and value pairs, written as they are. */
export type HeaderList = readonly (readonly [string, string])[]

/** A page's body in one encoding, with the headers it is written with. */
export interface PageVariant {
  readonly body: Buffer
  readonly head: string[]
}

/**
 * A page answer ready to be written with no work left per request: the body in each encoding a
 * browser may ask for, and every header (security headers included) computed once.
 */
export interface PreparedPage {
  readonly status: number
  readonly etag: string
  /** What the page may hold in memory: its three bodies (the plain one counted before it is made). */
  readonly bytes: number
  variant(encoding: Encoding): PageVariant
  /** The headers of a 304: validators, caching and security headers, no body headers. */
  readonly notModifiedHead: string[]
}

type Encoding = 'br' | 'gzip' | 'identity'

/** Brotli, else gzip, else none, as the Accept-Encoding header allows (`;q=0` refuses a coding). */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity'
  const allowed = new Set<string>()
  const refused = new Set<string>()
  for (const part of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim())
    ;(params.some((param) => /^q=0(\.0*)?$/.test(param)) ? refused : allowed).add(coding)
  }
  const accepts = (coding: Encoding) => allowed.has(coding) || (allowed.has('*') && !refused.has(coding))
  if (accepts('br')) return 'br'
  return accepts('gzip') ? 'gzip' : 'identity'
}

/**
 * Compresses in the thread pool, so preparing a page never holds up answers. Brotli at quality 5:
 * quality 11 makes the home page 12% smaller but takes about 100x longer (about 0.5 s a page), which
 * would slow the re-render of every page after a content change to minutes on two cores.
 */
export async function preparePage(status: number, html: string, headers: HeaderList): Promise<PreparedPage> {
  const identity = Buffer.from(html)
  const [br, gz] = await Promise.all([
    brotliCompress(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip(identity, { level: 9 }),
  ])
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`
  const common = [...headers.flat(), 'etag', etag, 'vary', 'Accept-Encoding']
  const variant = (body: Buffer, encoding: Encoding): PageVariant => ({
    body,
    head: [
      ...common,
      'content-type',
      'text/html; charset=utf-8',
      'content-length',
      String(body.length),
      ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
    ],
  })
  const compressed = { br: variant(br, 'br'), gzip: variant(gz, 'gzip') }
  // Browsers all ask for Brotli or gzip: the plain body (two thirds of a page's bytes, 40 MB for both
  // languages' pages) is made from the gzip one when a client first asks for it (a bot, a benchmark),
  // then kept. `bytes` counts it from the start, so the page store's budget holds either way.
  let plain: PageVariant | undefined
  return {
    status,
    etag,
    bytes: identity.length + br.length + gz.length,
    variant: (encoding) =>
      encoding === 'identity' ? (plain ??= variant(gunzipSync(gz), 'identity')) : compressed[encoding],
    notModifiedHead: common,
  }
}

/** Writes a prepared page: 304 when the browser's copy is current, else the best encoding it accepts. */
export function sendPreparedPage(req: IncomingMessage, res: ServerResponse, page: PreparedPage): void {
  if (page.status === 200 && fresh(req.headers, { etag: page.etag })) {
    res.writeHead(304, page.notModifiedHead)
    res.end()
    return
  }
  const { body, head } = page.variant(chooseEncoding(req.headers['accept-encoding']))
  res.writeHead(page.status, head)
  res.end(req.method === 'HEAD' ? undefined : body)
}
