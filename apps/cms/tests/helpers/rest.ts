import config from '../../src/payload.config'
import { handleEndpoints, type Payload } from 'payload'
import { LOCAL_ACCOUNTS, LOCAL_PASSWORD } from '../../src/seed/users'
import { getTestPayload } from './payload'
import type { Actor } from './users'

/**
 * Calls the CMS's REST API in process, through the same handler the Next route uses, so custom
 * endpoints, access checks and auth run exactly as in production.
 */
export async function rest(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('authorization', `JWT ${init.token}`)
  const request = new Request(`http://localhost:3001${path}`, { ...init, headers })
  return handleEndpoints({ config, request })
}

export function postJson(path: string, body: unknown, init: RequestInit & { token?: string } = {}): Promise<Response> {
  return rest(path, {
    ...init,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** A JWT for the seeded account of each role (anonymous has none). */
export async function actorTokens(payload: Payload): Promise<Record<Actor, string | undefined>> {
  const login = async (role: string) => {
    const account = LOCAL_ACCOUNTS.find((candidate) => candidate.roles.includes(role as never))!
    const result = await payload.login({
      collection: 'users',
      data: { email: account.email, password: LOCAL_PASSWORD },
    })
    return result.token
  }
  return {
    anonymous: undefined,
    staff: await login('staff'),
    marketing: await login('marketing'),
    admin: await login('admin'),
  }
}

/** The real Payload and a token for each role's seeded account: what most test files start with. */
export async function payloadWithTokens(): Promise<{ payload: Payload; tokens: Record<Actor, string | undefined> }> {
  const payload = await getTestPayload()
  return { payload, tokens: await actorTokens(payload) }
}
