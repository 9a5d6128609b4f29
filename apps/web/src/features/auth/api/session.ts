import { ProblemError } from '@ecs/shared/http'
import { hasRole, isStaff } from '@ecs/shared/roles'
import { match, sameSitePath } from '@ecs/shared/routes'
import type { User } from '@ecs/shared/cms'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi, isUnreachable } from '../../../lib/api-client'
import { apiQuery } from '../../../lib/api-query'

type StaffUser = Pick<User, 'id' | 'email' | 'name' | 'roles'>

/** The signed-in user (forwarded to the CMS), or null. Read in the browser only. */
const currentUserQuery = queryOptions({
  ...apiQuery('currentUser'),
  select: (data): StaffUser | null => data.user ?? null,
})

export function useCurrentUser() {
  return useQuery(currentUserQuery)
}

export type LoginResult = { ok: true; user: StaffUser } | { ok: false; message: string; locked: boolean }

/**
 * Signs in through the site's forward to the CMS. The CMS answers with an HttpOnly
 * `payload-token` cookie (SameSite=Lax, Secure over HTTPS); the page never sees the token.
 */
export async function logIn(email: string, password: string): Promise<LoginResult> {
  try {
    const { user } = await callApi('signIn', { json: { email, password } })
    return { ok: true, user }
  } catch (error) {
    if (!(error instanceof ProblemError) || isUnreachable(error))
      return {
        ok: false,
        message: 'The sign-in service could not be reached. Check your connection and try again.',
        locked: false,
      }
    // 429: too many attempts from this network, or too many failed ones for this account from it
    // (the CMS pauses that pair for 15 minutes; docs/decisions/012-threat-model.md).
    if (error.details.status === 429)
      return { ok: false, message: error.details.detail, locked: /this account/i.test(error.details.detail) }
    return { ok: false, message: error.details.detail, locked: false }
  }
}

export async function logOut(): Promise<void> {
  await callApi('signOut').catch(() => undefined)
}

/** Where to go after signing in: a same-site path from `?next=`, else the dashboard. */
export function nextPathFrom(search: string, fallback = '/cms'): string {
  return sameSitePath(new URLSearchParams(search).get('next')) ?? fallback
}

/**
 * Whether a user may open a staff page (a same-site path, its query aside), as the site's server decides:
 * the office and admins every one, marketing those whose route is open to marketing (/cms).
 */
export function mayOpenStaffPage(user: unknown, path: string): boolean {
  if (isStaff(user)) return true
  const route = match(new URL(path, 'http://site.invalid').pathname)
  return hasRole(user, 'marketing') && route.page !== 'not-found' && route.flags.marketing === true
}
