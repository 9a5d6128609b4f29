import { randomUUID } from 'node:crypto'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { estimateKind } from '../../src/leads/kinds/estimate'
import { submitLead } from '../../src/leads/intake/submit-lead'
import { careerApplicationBody, estimateBody } from '@ecs/test-stack/lead-bodies'
import { fieldsOf, readProblem } from '../helpers/problem'
import { payloadWithTokens, postJson, rest } from '../helpers/rest'
import type { Actor } from '../helpers/users'

/**
 * Every error path of every endpoint we wrote answers the one error shape: an RFC 9457 problem
 * (application/problem+json, type, title, status, detail, and the fields for validation). Payload's
 * own errors keep Payload's shape here (its admin reads them) and are translated where the site
 * forwards them (apps/web/tests/server/cms-forward.test.ts).
 */
let payload: Payload
let tokens: Record<Actor, string | undefined>

beforeAll(async () => ({ payload, tokens } = await payloadWithTokens()))
afterAll(async () => {
  await payload.destroy()
})

const json = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body })

describe.each(['/api/leads/estimate', '/api/leads/plan-signup', '/api/leads/review', '/api/attribution'])(
  'POST %s',
  (path) => {
    it.each([
      ['a body that is not JSON', 415, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }],
      ['JSON that does not parse', 400, json('{"a":')],
      ['JSON that is not an object', 400, json('[1,2]')],
      ['a body past the size limit', 413, json(JSON.stringify({ text: 'x'.repeat(64 * 1024) }))],
    ] as const)('refuses %s with a %i problem', async (_case, status, init) => {
      await readProblem(await rest(path, init), status)
    })

    it('refuses answers the schema does not take with a problem naming each field', async () => {
      const answer = await readProblem(await postJson(path, { isAdmin: true }))
      expect([400, 422]).toContain(answer.status)
      expect(answer.type).toBe('/problems/validation')
      expect(fieldsOf(answer)).toContain('isAdmin')
    })
  },
)

describe('POST /api/leads/career-application', () => {
  const application = (parts: Record<string, string | File>) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(parts)) form.set(name, value)
    return rest('/api/leads/career-application', { method: 'POST', body: form })
  }

  it('refuses JSON (415), an application part that is not JSON (400) and a missing resume (422)', async () => {
    await readProblem(await postJson('/api/leads/career-application', {}), 415)
    await readProblem(await application({ application: '{' }), 400)
    await readProblem(await application({ application: '[]' }), 400)
    const crewLead = JSON.stringify(careerApplicationBody({ role: 'crew-lead' }))
    expect(fieldsOf(await readProblem(await application({ application: crewLead }), 422))).toEqual(['resume'])
    const notAResume = new File(['plain text'], 'cv.txt', { type: 'text/plain' })
    expect(fieldsOf(await readProblem(await application({ application: '{}', resume: notAResume }), 422))).toEqual([
      'resume',
    ])
  })
})

describe('a lead the database cannot take', () => {
  it('answers a 503 problem, never a 500', async () => {
    const req = await createLocalReq({}, payload)
    const failing = {
      ...estimateKind,
      intake: {
        ...estimateKind.intake,
        toDocument: async () => {
          throw new Error('connection lost')
        },
      },
    }
    const logged = payload.logger.level
    payload.logger.level = 'silent'
    try {
      await readProblem(await submitLead(req, failing, estimateBody()), 503)
    } finally {
      payload.logger.level = logged
    }
  })
})

describe('GET /api/attribution/{sessionId}', () => {
  it.each([randomUUID(), 'not-a-uuid'])('answers a 404 problem for %s', async (sessionId) => {
    await readProblem(await rest(`/api/attribution/${sessionId}`), 404)
  })
})

describe('staff-only endpoints', () => {
  const staffOnly = [
    ['GET', '/api/attribution-report/sessions'],
    ['GET', `/api/attribution-report/sessions/${randomUUID()}`],
    ['GET', '/api/attribution-report/export.csv'],
    ['POST', '/api/webhooks/1/test'],
  ] as const

  it.each(staffOnly)('%s %s: 401 problem when anonymous, 403 problem for marketing', async (method, path) => {
    await readProblem(await rest(path, { method }), 401)
    await readProblem(await rest(path, { method, token: tokens.marketing }), 403)
  })

  // The campaign reports' aggregate figures and the content overview are the whole team's.
  it.each(['/api/attribution-report/summary', '/api/attribution-report/timeseries', '/api/content-report/overview'])(
    '%s: 401 problem when anonymous, answered for marketing',
    async (path) => {
      await readProblem(await rest(path), 401)
      expect((await rest(path, { token: tokens.marketing })).status).toBe(200)
    },
  )

  it.each([
    '/api/attribution-report/summary',
    '/api/attribution-report/timeseries',
    '/api/attribution-report/sessions',
    '/api/attribution-report/export.csv',
  ])('%s refuses bad filters with a 400 problem naming them', async (path) => {
    const answer = await readProblem(await rest(`${path}?from=2024-13-01&pageSize=0`, { token: tokens.staff }), 400)
    expect(fieldsOf(answer)).toEqual(expect.arrayContaining(['from', 'pageSize']))
  })

  it('a session: 400 problem for an id that is not a UUID, 404 problem for one never seen', async () => {
    const notUuid = await readProblem(await rest('/api/attribution-report/sessions/x', { token: tokens.staff }), 400)
    expect(fieldsOf(notUuid)).toEqual(['sessionId'])
    await readProblem(await rest(`/api/attribution-report/sessions/${randomUUID()}`, { token: tokens.staff }), 404)
  })

  it('a test event to a webhook that does not exist: 404 problem', async () => {
    await readProblem(await rest('/api/webhooks/999999/test', { method: 'POST', token: tokens.staff }), 404)
  })
})

describe("what we answer in place of Payload's own errors", () => {
  it('a bad filter: a 400 problem whose errors also carry the message the admin reads', async () => {
    const answer = await readProblem(await rest('/api/locations?where[slug][like]=dm'), 400)
    expect(answer.errors?.[0]).toMatchObject({ field: 'where', message: expect.stringMatching(/filter/) })
  })

  it('unreadable input: 400 problems', async () => {
    const multipart = { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'garbage' }
    await readProblem(await rest('/api/users/login', multipart), 400)
    const notAnObject = { ...json('null'), token: tokens.staff }
    expect((await readProblem(await rest('/api/reviews', notAnObject), 400)).detail).toMatch(/JSON object/)
  })

  it('a media file that is not there and email verification, which is off: 404 problems', async () => {
    await readProblem(await rest('/api/media/file/nope.webp'), 404)
    await readProblem(await rest('/api/users/verify/x', { method: 'POST' }), 404)
  })
})
