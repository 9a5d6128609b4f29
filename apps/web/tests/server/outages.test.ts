import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startStack, type Stack } from '@ecs/test-stack'
import { estimateBody } from '@ecs/test-stack/lead-bodies'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Postgres and the CMS stopping to answer, for real: their processes paused with SIGSTOP (what a
 * stalled disk, a stop-the-world pause or a frozen VM looks like from outside), then resumed. The
 * visitor is answered within seconds with a 503 that says when to try again, never a 502 or a wait
 * as long as the pause, and everything recovers by itself.
 */
let stack: Stack
let site: string
let cms: string
let database: pg.Client

beforeAll(async () => {
  stack = await startStack()
  site = stack.site!.url
  cms = stack.cms.url
  database = new pg.Client({ connectionString: stack.databaseUri })
  await database.connect()
}, 180_000)
afterAll(async () => {
  await database?.end()
  await stack?.stop()
})

let visitors = 0
const newVisitor = () => `10.77.${(visitors >> 8) & 255}.${++visitors & 255}`

async function sendLead(base: string, body: Record<string, unknown>) {
  const started = Date.now()
  const answer = await fetch(`${base}/api/leads/estimate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newVisitor() },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  return { status: answer.status, retryAfter: answer.headers.get('retry-after'), ms: Date.now() - started, answer }
}

async function storedWithKey(key: string): Promise<number> {
  const { rows } = await database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM estimate_requests WHERE idempotency_key = $1',
    [key],
  )
  return rows[0]!.n
}

/** Every process of the stack's Postgres: the postmaster (its data directory's postmaster.pid) and its children. */
async function postgresProcesses(): Promise<number[]> {
  const { rows } = await database.query<{ setting: string }>(
    "SELECT setting FROM pg_settings WHERE name = 'data_directory'",
  )
  const postmaster = Number(readFileSync(join(rows[0]!.setting, 'postmaster.pid'), 'utf8').split('\n')[0])
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0)
  return [postmaster, ...children]
}

async function paused<Result>(pids: number[], work: () => Promise<Result>): Promise<Result> {
  for (const pid of pids) process.kill(pid, 'SIGSTOP')
  try {
    return await work()
  } finally {
    for (const pid of pids) process.kill(pid, 'SIGCONT')
  }
}

describe('Postgres not answering', () => {
  it('fails a lead write within 5 s with 503 and Retry-After, on both ports, and takes the same lead once Postgres answers', async () => {
    const throughSite = estimateBody()
    const direct = estimateBody()
    const [viaSite, viaCms] = await paused(await postgresProcesses(), () =>
      Promise.all([sendLead(site, throughSite), sendLead(cms, direct)]),
    )
    for (const { status, retryAfter, ms, answer } of [viaSite, viaCms]) {
      expect(status).toBe(503)
      expect(answer.headers.get('content-type')).toBe('application/problem+json')
      expect(retryAfter).toMatch(/^\d+$/)
      expect(ms).toBeLessThanOrEqual(5_000)
    }
    // Recovered by itself: the same leads sent again are stored once each, and a new one goes in.
    for (const body of [throughSite, direct]) {
      expect((await sendLead(site, body)).status).toBe(201)
      expect(await storedWithKey(String(body.idempotencyKey))).toBe(1)
    }
    expect((await sendLead(site, estimateBody())).status).toBe(201)
  })
})

describe('the CMS not answering', () => {
  it("answers 503 with Retry-After for a paused CMS, never 502, and the form's same lead is stored once after", async () => {
    const lead = estimateBody()
    const [write, read] = await paused([stack.cms.child.pid!], () =>
      Promise.all([
        sendLead(site, lead),
        fetch(`${site}/api/globals/company-info?draft=false`, { signal: AbortSignal.timeout(30_000) }),
      ]),
    )
    for (const answer of [write.answer, read]) {
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(answer.headers.get('content-type')).toBe('application/problem+json')
    }
    // The CMS reads the first copy once it runs again; the form's retry carries the same key.
    expect((await sendLead(site, lead)).status).toBe(201)
    expect(await storedWithKey(String(lead.idempotencyKey))).toBe(1)
  })

  it('answers 503 with Retry-After when the CMS is not there at all', async () => {
    await stack.cms.stop()
    const { status, retryAfter } = await sendLead(site, estimateBody())
    expect([status, retryAfter]).toEqual([503, expect.stringMatching(/^\d+$/)])
  })
})
