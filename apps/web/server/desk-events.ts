import { problem } from '@ecs/shared/http'
import { DESK_EVENTS_PATH, type DeskChange } from '@ecs/shared/leads'
import { isStaff } from '@ecs/shared/roles'
import type { RequestHandler, Response } from 'express'
import { sendProblem } from './problem'
import { sessionUser } from './staff-pages'

/** A comment line this often keeps proxies from closing a quiet stream and finds tabs that are gone. */
const HEARTBEAT_MS = 20_000
/** How often an open stream's session is asked of the CMS again: a revoked one stops hearing. */
const SESSION_RECHECK_MS = 5 * 60_000
/** The browser's pause before it opens a lost stream again (EventSource's `retry`). */
const RETRY_MS = 2_000
/** A tab that stops reading is dropped once this much waits to be sent to it. */
const MAX_UNSENT_BYTES = 64 * 1024

interface OpenStream {
  res: Response
  cookie: string | undefined
  checkedAt: number
}

export interface DeskEvents {
  /** GET DESK_EVENTS_PATH: the stream of desk changes, for signed-in staff only. */
  handler: RequestHandler
  /** Passes a change (heard from Postgres) to every open stream of this process. */
  changed(change: DeskChange): void
  /** Tells every open stream that changes may have been missed (the listener reconnected): re-read. */
  resync(): void
}

/**
 * The live desk's Server-Sent Events: one stream per open desk tab, all fed by the process's one
 * Postgres listener (index.ts). The stream carries lead ids and what happened, never what a lead
 * says; a tab reads that through the desk's endpoints, which check the role on every request. A
 * stream opens only for a staff session (401 without one, 403 for another role) and closes when its
 * session is no longer staff's. Each (re)connection starts with `ready`, after which a tab re-reads
 * what it shows, so a restart of this process or a lost stream misses nothing.
 */
export function deskEvents({ cmsUrl, live }: { cmsUrl: string; live: boolean }): DeskEvents {
  const streams = new Set<OpenStream>()

  const write = (stream: OpenStream, text: string) => {
    if (stream.res.writableLength > MAX_UNSENT_BYTES) return void stream.res.destroy()
    stream.res.write(text)
  }
  const broadcast = (text: string) => {
    for (const stream of streams) write(stream, text)
  }

  const stillStaff = async (stream: OpenStream) => {
    stream.checkedAt = Date.now()
    const user = await sessionUser(cmsUrl, stream.cookie).catch(() => 'unknown' as const)
    // A CMS that cannot answer now keeps the stream: only a session known to be gone ends it.
    if (user !== 'unknown' && !isStaff(user)) stream.res.end()
  }

  const heartbeat = setInterval(() => {
    const now = Date.now()
    for (const stream of streams) {
      write(stream, ': still here\n\n')
      if (now - stream.checkedAt > SESSION_RECHECK_MS) void stillStaff(stream)
    }
  }, HEARTBEAT_MS)
  heartbeat.unref()

  const handler: RequestHandler = async (req, res) => {
    if (!live) return sendProblem(res, problem(503, 'Live desk updates need the database (DATABASE_URI).'))
    let user: Awaited<ReturnType<typeof sessionUser>>
    try {
      user = await sessionUser(cmsUrl, req.headers.cookie)
    } catch {
      res.setHeader('retry-after', '30')
      return sendProblem(res, problem(503, 'Sign-in cannot be checked right now. Please try again shortly.'))
    }
    if (!user) return sendProblem(res, problem(401, 'Please sign in to follow the lead desk.'))
    if (!isStaff(user)) return sendProblem(res, problem(403, 'Your account does not have the staff role this needs.'))
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      // nginx and other proxies pass each event on at once instead of buffering the answer.
      'x-accel-buffering': 'no',
    })
    const stream: OpenStream = { res, cookie: req.headers.cookie, checkedAt: Date.now() }
    streams.add(stream)
    res.on('close', () => streams.delete(stream))
    res.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`)
  }

  return {
    handler: (req, res, next) =>
      req.path === DESK_EVENTS_PATH && req.method === 'GET' ? handler(req, res, next) : next(),
    changed: (change) => broadcast(`event: desk\ndata: ${JSON.stringify(change)}\n\n`),
    resync: () => broadcast('event: resync\ndata: {}\n\n'),
  }
}
