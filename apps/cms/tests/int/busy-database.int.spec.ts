import { randomUUID } from 'node:crypto'
import type { PoolClient } from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databasePool } from '../../src/utilities/database'
import { readProblem } from '../helpers/problem'
import { payloadWithTokens, rest } from '../helpers/rest'

/**
 * When every database connection stays busy past the connection budget (a burst, a slow statement
 * elsewhere), a request is told to try again (503 with Retry-After), never a 500: on our endpoints
 * and on Payload's own REST operations. (A signed-in request cannot be shown here: Payload's sign-in
 * check reads the account first and, failing, goes on as anonymous, so it is refused 401/403.)
 */
let payload: Payload

beforeAll(async () => ({ payload } = await payloadWithTokens()))
afterAll(async () => {
  await payload.destroy()
})

/** Runs `request` while every connection of the CMS's pool is held by someone else. */
async function whileEveryConnectionIsBusy(request: () => Promise<Response>): Promise<Response> {
  const pool = databasePool(payload)
  const held: PoolClient[] = []
  const logged = payload.logger.level
  payload.logger.level = 'silent'
  try {
    // Until none is idle and no more may open (the job runner and the change listener may hold some).
    while (pool.idleCount > 0 || pool.totalCount < (pool.options.max ?? 10)) held.push(await pool.connect())
    return await request()
  } finally {
    payload.logger.level = logged
    for (const client of held) client.release()
  }
}

describe('a request that waits past the connection budget', () => {
  it.each([
    ['an endpoint of ours', `/api/attribution/${randomUUID()}`],
    ["Payload's own REST read", '/api/services?limit=1'],
  ])('is answered 503 with Retry-After on %s', async (_what, path) => {
    const answer = await whileEveryConnectionIsBusy(() => rest(path))
    const problem = await readProblem(answer, 503)
    expect(problem.detail).toMatch(/try again/i)
    expect(answer.headers.get('retry-after')).toBe('2')
  })
})
