import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Pool } from 'pg'
import { MAX_ATTRIBUTION_BODY_BYTES, storeAttribution, type JsonAnswer } from '../endpoints/attribution/save-attribution'
import { parseJsonText, refuseByHeaders, tooLarge, type JsonBody } from '../utilities/read-json-body'

export const ATTRIBUTION_PATH = '/api/attribution'

/** Reads at most `maxBytes` of the body: a client that sends more is answered 413 without more reading. */
async function readNodeJsonBody(req: IncomingMessage, maxBytes: number): Promise<JsonBody> {
  const refused = refuseByHeaders(req.headers['content-type'], req.headers['content-length'], maxBytes)
  if (refused) return refused
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) return tooLarge(maxBytes)
    chunks.push(chunk)
  }
  return parseJsonText(Buffer.concat(chunks, size).toString('utf8'), maxBytes)
}

function writeJson(res: ServerResponse, answer: JsonAnswer, closeConnection: boolean): void {
  const text = JSON.stringify(answer.body)
  res.writeHead(answer.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(closeConnection ? { connection: 'close' } : {}),
  })
  res.end(text)
}

/**
 * POST /api/attribution answered in plain Node, before Next: the same body rules and upsert as the
 * collection's endpoint (storeAttribution), without Next's routing and request wrapping, which cost
 * several times more than the insert (docs/decisions/006). A body refused unread (415, 413) closes
 * the connection, so its unread bytes are never taken for the next request.
 */
export async function serveAttributionPost(pool: Pool, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const body = await readNodeJsonBody(req, MAX_ATTRIBUTION_BODY_BYTES)
    writeJson(res, await storeAttribution(pool, body), !body.ok && !req.readableEnded)
  } catch (error) {
    // The client went away mid-body: there is no one to answer.
    if (!res.headersSent) res.destroy(error as Error)
  }
}
