import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PROBLEM_MEDIA_TYPE, problem } from '@ecs/shared/http'
import { describe, expect, it } from 'vitest'
import { checkLead, postLead } from './lead-form'

const meta = () => ({
  attributionSessionId: randomUUID(),
  sourcePage: '/services/review',
  idempotencyKey: randomUUID(),
  company_website: '',
  startedAt: Date.now() - 60_000,
})

/** Who will call and when, as the CMS answers it: carried to the thank-you page untouched. */
const ROUTING = { team: 'DMV Area', assignee: 'Luis', withinMinutes: 5, dueAt: null, timeZone: 'America/New_York' }
/** The signed links an accepted estimate request carries: its photos, and booking its estimate visit. */
const REQUEST_LINKS = {
  photos: { token: '7-1796342529-photos', until: '2026-12-04T00:02:09.000Z' },
  booking: { token: '7-1796342529-booking', until: '2026-12-04T00:02:09.000Z' },
}
describe('checkLead (the schemas, loaded on first use)', () => {
  it('passes a valid review and names every field of an empty one', async () => {
    const review = {
      rating: 5,
      text: 'The crew was on time and the windows are spotless.',
      name: 'Dana',
      location: 'dmv',
      ...meta(),
    }
    expect(await checkLead('review', review)).toEqual({})
    const errors = await checkLead('review', meta())
    expect(Object.keys(errors).sort()).toEqual(['location', 'name', 'rating', 'text'])
    expect(errors.rating).toMatch(/rating/)
  })

  it.each([
    ['estimate', 'serviceType'],
    ['plan-signup', 'acceptTerms'],
    ['career-application', 'availability'],
  ] as const)('checks %s with its own schema: an empty one names %s', async (name, field) => {
    const errors = await checkLead(name, meta())
    expect(errors).toHaveProperty(field)
    expect(errors).not.toHaveProperty('idempotencyKey')
  })

  it('refuses fields the schema does not know, as the server does', async () => {
    const errors = await checkLead('review', {
      rating: 5,
      text: 'The crew was on time and careful.',
      name: 'Dana',
      location: 'dmv',
      isAdmin: true,
      ...meta(),
    })
    expect(errors).toHaveProperty('isAdmin')
  })
})

describe('postLead', () => {
  /** A real server that answers each request with the next of `answers`; 'drop' closes the connection unanswered. */
  async function leadServer(answers: (number | 'drop')[]) {
    const received: string[] = []
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk))
      req.on('end', () => {
        received.push(body)
        const answer = answers.shift() ?? 500
        if (answer === 'drop') return req.socket.destroy()
        res.writeHead(answer, { 'content-type': answer === 201 ? 'application/json' : PROBLEM_MEDIA_TYPE })
        res.end(
          JSON.stringify(
            answer === 201
              ? { ok: true, reference: 'EST-0000ABCD', location: 'dmv', routing: ROUTING, ...REQUEST_LINKS }
              : problem(answer, `refused with ${answer}`, {
                  errors:
                    answer === 422 ? [{ field: 'contact.email', message: 'Please enter your email address.' }] : [],
                }),
          ),
        )
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const fetchThere = (path: string, init: RequestInit) => {
      paths.push(path)
      return fetch(origin + path, init)
    }
    const paths: string[] = []
    return { fetchThere, paths, received, close: () => new Promise((resolve) => server.close(resolve)) }
  }

  it.each([
    ['a dropped connection', 'drop'],
    ['a 502 from the forward', 502],
    ['a 503 from the CMS', 503],
  ] as const)(
    'sends the same lead once more after %s, and reports the accepted lead with its links',
    async (_case, first) => {
      const server = await leadServer([first, 201])
      try {
        expect(
          await postLead('leadEstimate', { json: { idempotencyKey: 'k1' } }, undefined, server.fetchThere),
        ).toEqual({
          ok: true,
          reference: 'EST-0000ABCD',
          location: 'dmv',
          routing: ROUTING,
          ...REQUEST_LINKS,
        })
        expect(server.received).toEqual(['{"idempotencyKey":"k1"}', '{"idempotencyKey":"k1"}'])
        expect(server.paths).toEqual(['/api/leads/estimate', '/api/leads/estimate'])
      } finally {
        await server.close()
      }
    },
  )

  it('does not resend a refused lead, and gives its field errors and message', async () => {
    const server = await leadServer([422])
    try {
      expect(await postLead('leadEstimate', { json: {} }, undefined, server.fetchThere)).toEqual({
        ok: false,
        message: 'refused with 422',
        fieldErrors: { 'contact.email': 'Please enter your email address.' },
      })
      expect(server.received).toHaveLength(1)
    } finally {
      await server.close()
    }
  })

  it('sends the same lead four times more by itself, saying so each time, before telling the visitor', async () => {
    // The form waits 1, 3, 6 and 10 s between its sends: about 20 s.
    const server = await leadServer(['drop', 503, 'drop', 503, 'drop'])
    let retries = 0
    try {
      expect(
        await postLead('leadEstimate', { json: { idempotencyKey: 'k2' } }, () => (retries += 1), server.fetchThere),
      ).toMatchObject({
        ok: false,
        message: null,
      })
      expect(server.received).toEqual(Array(5).fill('{"idempotencyKey":"k2"}'))
      expect(retries).toBe(4)
    } finally {
      await server.close()
    }
  }, 40_000)
})
