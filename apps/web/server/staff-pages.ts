import { match, paths, sameSitePath } from '@ecs/shared/routes'
import { hasRole, STAFF_ROLES, type Role } from '@ecs/shared/roles'
import type { Request, RequestHandler, Response } from 'express'
import { Router } from 'express'

export interface SessionUser {
  email?: string
  roles?: string[]
}

/** The value of the CMS session cookie in a Cookie header, if any. */
export function sessionToken(cookie: string | undefined): string | null {
  for (const part of cookie?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=')
    if (name === 'payload-token' && value.length > 0) return value.join('=')
  }
  return null
}

/**
 * The signed-in user of a request, asked of the CMS with the visitor's own session token (the site
 * never decodes it). The token goes in an Authorization header: Payload accepts a session cookie only
 * from browsers (its CSRF check wants an Origin or Sec-Fetch-Site), and this call is server to server.
 * Null for anonymous visitors and for expired or revoked sessions.
 */
export async function sessionUser(cmsUrl: string, cookie: string | undefined): Promise<SessionUser | null> {
  const token = sessionToken(cookie)
  if (!token) return null
  const response = await fetch(`${cmsUrl}/api/users/me`, {
    headers: { authorization: `JWT ${token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(5000),
  })
  if (!response.ok) return null
  const body = (await response.json()) as { user?: SessionUser | null }
  return body.user ?? null
}

export function forbiddenPage(email: string | undefined, roles: readonly Role[]): string {
  const who = email ? ` (${email.replace(/[<>&"']/g, '')})` : ''
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Not allowed · Staff area</title><meta name="robots" content="noindex"></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#0f172a">
<main><h1>This page is for staff</h1><p>Your account${who} is signed in but does not have the ${roles.join(' or ')} role needed here.</p>
<p>Ask an administrator for access, or <a href="${paths.login()}" style="color:#5b21b6">sign in with another account</a>. <a href="${paths.home()}" style="color:#5b21b6">Back to the site</a>.</p></main></body></html>`
}

/**
 * Lets a page request through only for a signed-in user holding one of `roles`, else answers it: anonymous
 * visitors are sent to /login?next=..., signed-in users holding none of `roles` get a 403 page, and a CMS
 * that cannot say who is signed in gives a 503. Resolves with the user when the request may go on.
 */
export async function requireSignedIn(
  req: Request,
  res: Response,
  cmsUrl: string,
  roles: readonly Role[],
): Promise<SessionUser | null> {
  let user: SessionUser | null
  try {
    user = await sessionUser(cmsUrl, req.headers.cookie)
  } catch {
    res
      .status(503)
      .type('html')
      .setHeader('retry-after', '30')
      .send(
        '<!DOCTYPE html><title>Unavailable</title><p>Sign-in cannot be checked right now. Please try again shortly.</p>',
      )
    return null
  }
  if (!user) {
    const next = sameSitePath(req.originalUrl)
    res.redirect(302, next ? `${paths.login()}?next=${encodeURIComponent(next)}` : paths.login())
    return null
  }
  if (!hasRole(user, ...roles)) {
    res.status(403).type('html').send(forbiddenPage(user.email, roles))
    return null
  }
  return user
}

/**
 * The page guard of /cms and /admin/* (routes flagged staffOnly): only staff and admins get through
 * (requireSignedIn), and marketing where the route says so (/cms, whose campaign reports are theirs). The CMS endpoints behind these pages check the role again; this guard only keeps
 * people from an empty shell. Also answers the staff pages' one piece of configuration: where the CMS
 * admin lives.
 */
export function staffPages({ cmsUrl, cmsPublicUrl }: { cmsUrl: string; cmsPublicUrl: string }): RequestHandler {
  const router = Router()
  router.get('/__staff/config', (_req, res) => {
    res.setHeader('cache-control', 'no-store').json({ cmsAdminUrl: `${cmsPublicUrl.replace(/\/$/, '')}/admin` })
  })
  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const current = match(req.path)
    if (current.page === 'not-found' || !current.flags.staffOnly || current.redirectTo) return next()
    res.setHeader('cache-control', 'no-store')
    if (await requireSignedIn(req, res, cmsUrl, current.flags.marketing ? [...STAFF_ROLES, 'marketing'] : STAFF_ROLES))
      next()
  })
  return router
}
