import { sameSitePath } from '@ecs/shared/routes'
import { queryOptions, useQuery } from '@tanstack/react-query'

export interface StaffUser {
  id: number
  email: string
  name?: string
  roles?: string[]
}

export const STAFF_ROLES = ['admin', 'staff']

export function isStaffUser(user: StaffUser | null | undefined): boolean {
  return Boolean(user?.roles?.some((role) => STAFF_ROLES.includes(role)))
}

/** GET /api/users/me (forwarded to the CMS): the signed-in user, or null. Read in the browser only. */
export const currentUserQuery = queryOptions({
  queryKey: ['/api/users/me'],
  select: (data: unknown) => (data as { user?: StaffUser | null }).user ?? null,
})

export function useCurrentUser() {
  return useQuery(currentUserQuery)
}

export type LoginResult = { ok: true; user: StaffUser } | { ok: false; message: string; locked: boolean }

/**
 * POST /api/users/login through the site's /api forward. The CMS answers with an HttpOnly
 * `payload-token` cookie (SameSite=Lax, Secure over HTTPS); the page never sees the token.
 */
export async function logIn(email: string, password: string): Promise<LoginResult> {
  let response: Response
  try {
    response = await fetch('/api/users/login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  } catch {
    return {
      ok: false,
      message: 'The sign-in service could not be reached. Check your connection and try again.',
      locked: false,
    }
  }
  const body = (await response.json().catch(() => ({}))) as { user?: StaffUser; errors?: { message?: string }[] }
  if (response.ok && body.user) return { ok: true, user: body.user }
  const message = body.errors?.[0]?.message ?? `Sign-in failed (${response.status}).`
  // Payload answers 401 for both; only a lockout says "locked".
  const locked = /locked/i.test(message)
  if (response.status === 429)
    return { ok: false, message: 'Too many attempts. Please wait a minute and try again.', locked: false }
  return { ok: false, message, locked }
}

export async function logOut(): Promise<void> {
  await fetch('/api/users/logout', { method: 'POST', credentials: 'include' }).catch(() => undefined)
}

/** Where to go after signing in: a same-site path from `?next=`, else the dashboard. */
export function nextPathFrom(search: string, fallback = '/cms'): string {
  return sameSitePath(new URLSearchParams(search).get('next')) ?? fallback
}
