import { describe, expect, it, vi } from 'vitest'
import { QUERY_DEFAULTS, QueryError, createDefaultQueryFn, queryErrorMessage, queryPath } from '../src/http'

describe('queryErrorMessage', () => {
  it.each([
    [500, 'Internal Server Error', '<html>stack trace</html>', '500: Internal Server Error'],
    [502, 'Bad Gateway', 'upstream down', '502: Bad Gateway'],
    [503, '', '', '503: Service Unavailable'],
    [500, '', 'secret', '500: Internal Server Error'],
    [599, '', '', '599: Server Error'],
    [404, 'Not Found', 'No such location', '404: No such location'],
    [400, 'Bad Request', '{"errors":[{"field":"contact.email"}]}', '400: {"errors":[{"field":"contact.email"}]}'],
    [499, 'Client Closed', 'gone', '499: gone'],
    [404, 'Not Found', '', '404: Not Found'],
    [404, '', '   ', '404: Not Found'],
    [418, '', '', '418: Request Failed'],
  ])('%i %j %j -> %j', (status, statusText, body, expected) => {
    expect(queryErrorMessage(status, statusText, body)).toBe(expected)
  })
})

describe('QUERY_DEFAULTS', () => {
  it('never retries, never goes stale, never refetches on focus or interval', () => {
    expect(QUERY_DEFAULTS).toEqual({
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    })
  })
})

describe('queryPath', () => {
  it('uses the first element of the query key', () => {
    expect(queryPath(['/api/locations', { limit: 10 }])).toBe('/api/locations')
  })

  it.each([[[]], [[42]], [['api/x']], [['//evil.example/x']], [['https://evil.example/x']]])('refuses %j', (key) => {
    expect(() => queryPath(key)).toThrow(TypeError)
  })
})

describe('createDefaultQueryFn', () => {
  it('GETs the key path with cookies and reads JSON', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }))
    const queryFn = createDefaultQueryFn(fetchImpl, 'http://cms.internal')
    await expect(queryFn({ queryKey: ['/api/plans'] })).resolves.toEqual({ ok: 1 })
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://cms.internal/api/plans',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    )
  })

  it('raises "<status>: <text>" on failure', async () => {
    const queryFn = createDefaultQueryFn(
      async () => new Response('No attribution', { status: 404, statusText: 'Not Found' }),
    )
    const failure = queryFn({ queryKey: ['/api/attribution/x'] })
    await expect(failure).rejects.toBeInstanceOf(QueryError)
    await expect(failure).rejects.toMatchObject({ status: 404, message: '404: No attribution' })
  })

  it('hides the body of server errors', async () => {
    const queryFn = createDefaultQueryFn(
      async () => new Response('Error: at db.ts:12', { status: 500, statusText: 'Internal Server Error' }),
    )
    await expect(queryFn({ queryKey: ['/api/x'] })).rejects.toMatchObject({ message: '500: Internal Server Error' })
  })

  it('passes the abort signal on', async () => {
    const fetchImpl = vi.fn(async () => new Response('null'))
    const controller = new AbortController()
    await createDefaultQueryFn(fetchImpl)({ queryKey: ['/api/x'], signal: controller.signal })
    expect(fetchImpl).toHaveBeenCalledWith('/api/x', expect.objectContaining({ signal: controller.signal }))
  })
})
