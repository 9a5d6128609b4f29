import { describe, expect, it } from 'vitest'
import {
  PROBLEM_MEDIA_TYPE,
  ProblemError,
  isProblemDetails,
  problem,
  problemResponse,
  toProblemDetails,
} from '../src/http'

describe('problem', () => {
  it('builds an RFC 9457 problem whose kind follows from the status', () => {
    expect(
      problem(422, 'Please check the highlighted fields.', { errors: [{ field: 'email', message: 'Required' }] }),
    ).toEqual({
      type: '/problems/validation',
      title: 'Some fields need attention',
      status: 422,
      detail: 'Please check the highlighted fields.',
      errors: [{ field: 'email', message: 'Required' }],
    })
    expect(problem(429, 'Wait a minute.').type).toBe('/problems/rate-limited')
    expect(problem(500, 'Down.').type).toBe('/problems/unavailable')
    expect(problem(418, 'Teapot.').type).toBe('/problems/bad-request')
    expect(problem(400, 'Bad email.', { kind: 'validation' }).title).toBe('Some fields need attention')
  })

  it('is recognized, and a body missing a member is not', () => {
    expect(isProblemDetails(problem(404, 'No such lead.'))).toBe(true)
    expect(isProblemDetails({ type: '/problems/x', title: 'x', status: 400 })).toBe(false)
    expect(isProblemDetails({ ...problem(422, 'x'), errors: [{ field: 1 }] })).toBe(false)
    expect(isProblemDetails(null)).toBe(false)
  })

  it('answers as application/problem+json, never cached', async () => {
    const response = problemResponse(problem(413, 'Too big.'), { connection: 'close' })
    expect(response.status).toBe(413)
    expect(response.headers.get('content-type')).toBe(PROBLEM_MEDIA_TYPE)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('connection')).toBe('close')
    expect(await response.json()).toMatchObject({ status: 413, detail: 'Too big.' })
  })
})

describe('toProblemDetails', () => {
  it('keeps our own problems as they are', () => {
    const ours = problem(409, 'Someone else changed this lead.')
    expect(toProblemDetails(409, ours)).toBe(ours)
  })

  it("translates Payload's validation error, keeping each field by its path", () => {
    const payload = {
      errors: [
        {
          name: 'ValidationError',
          message: 'The following field is invalid: url',
          data: { collection: 'webhooks', errors: [{ path: 'url', message: 'Please enter an https address.' }] },
        },
      ],
    }
    expect(toProblemDetails(400, payload)).toEqual(
      problem(400, 'Please enter an https address.', {
        errors: [{ field: 'url', message: 'Please enter an https address.' }],
      }),
    )
  })

  it("translates Payload's plain errors to their message", () => {
    expect(toProblemDetails(401, { errors: [{ message: 'The email or password provided is incorrect.' }] })).toEqual(
      problem(401, 'The email or password provided is incorrect.'),
    )
  })

  it('never passes on the words of a server error, which may hold internals', () => {
    const leaked = toProblemDetails(500, {
      errors: [{ message: 'relation "leads" does not exist at /app/src/x.ts:12' }],
    })
    expect(leaked.detail).not.toMatch(/relation|\/app/)
    expect(leaked.status).toBe(500)
  })

  it('reads anything else as the status alone', () => {
    expect(toProblemDetails(502, '<html>Bad gateway</html>')).toMatchObject({
      status: 502,
      type: '/problems/unavailable',
    })
    expect(toProblemDetails(404, undefined)).toMatchObject({ status: 404, type: '/problems/not-found' })
    expect(toProblemDetails(429, { message: 'slow down' })).toMatchObject({
      status: 429,
      detail: expect.stringMatching(/wait a minute/),
    })
  })
})

describe('ProblemError', () => {
  it('carries its problem, with the detail as the message a UI shows', () => {
    const error = new ProblemError(problem(422, 'Please check the highlighted fields.'))
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toBe('Please check the highlighted fields.')
    expect(error.details.status).toBe(422)
  })
})
