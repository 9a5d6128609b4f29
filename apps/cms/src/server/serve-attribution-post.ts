import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Pool } from 'pg'
import { PROBLEM_MEDIA_TYPE, ProblemError, RETRY_AFTER_SECONDS } from '@ecs/shared/http'
import { MAX_ATTRIBUTION_BODY_BYTES, storeAttribution } from '../attribution/store-attribution'
import { readJsonBody } from '../utilities/read-body'

export const ATTRIBUTION_PATH = '/api/attribution'

function writeJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  { contentType = 'application/json; charset=utf-8', closeConnection = false } = {},
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(closeConnection ? { connection: 'close' } : {}),
    // The database did not take it, or not in time: the same record may be sent again shortly.
    ...(status === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}),
  })
  res.end(text)
}

/**
 * POST /api/attribution answered in plain Node, before Next: the same body rules and upsert as the
 * collection's endpoint (storeAttribution), without Next's routing and request wrapping, which cost
 * several times more than the insert (docs/decisions/006). One session's repeats are limited
 * (`admitSession`) before anything is written. A body refused unread (415, 413) closes
 * the connection, so its unread bytes are never taken for the next request.
 */
export async function serveAttributionPost(
  pool: Pick<Pool, 'query'>,
  admitSession: (req: IncomingMessage, res: ServerResponse, body: unknown) => Promise<boolean>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    const body = await readJsonBody(
      { contentType: req.headers['content-type'], contentLength: req.headers['content-length'], chunks: req },
      MAX_ATTRIBUTION_BODY_BYTES,
    )
    if (!(await admitSession(req, res, body))) return
    const stored = await storeAttribution(pool, body)
    writeJson(res, stored.status, stored.body)
  } catch (error) {
    if (error instanceof ProblemError) {
      writeJson(res, error.details.status, error.details, {
        contentType: PROBLEM_MEDIA_TYPE,
        closeConnection: !req.readableEnded,
      })
      return
    }
    // The client went away mid-body: there is no one to answer.
    if (!res.headersSent) res.destroy(error as Error)
  }
}
