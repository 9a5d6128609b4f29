import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { PERMISSIONS_POLICY } from '@ecs/shared/http'
import helmet from 'helmet'

/**
 * The CMS's security headers, on every answer of its server (the admin, the REST API, files, Next's
 * static files and its 404s): the site's baseline (helmet's defaults, nosniff, Referrer-Policy, no
 * framing: the admin was clickjackable) with a policy the Payload admin works under. Next renders
 * inline scripts for its router, so each request gets a script nonce: Next reads it from the request's
 * own Content-Security-Policy header and puts it on every script it renders. Inline styles are
 * allowed because the admin's components set them. HSTS goes on every answer served over TLS: the
 * CMS's public address is https, or the request came over TLS, itself or through a proxy we trust
 * that says so (`overTls`); over plain HTTP a browser would ignore it anyway.
 */
export function cmsSecurityHeaders({
  https,
  siteUrl,
  overTls,
}: {
  https: boolean
  siteUrl: string
  overTls: (req: IncomingMessage) => boolean
}) {
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as ServerResponse & { cspNonce: string }).cspNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Live preview shows the site's pages inside the admin.
        frameSrc: ["'self'", new URL(siteUrl).origin],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(https && { upgradeInsecureRequests: [] }),
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })
  return (req: IncomingMessage, res: ServerResponse): void => {
    ;(res as ServerResponse & { cspNonce: string }).cspNonce = randomBytes(16).toString('base64')
    applyHelmet(req, res, () => undefined)
    res.setHeader('permissions-policy', PERMISSIONS_POLICY)
    if (https || overTls(req)) res.setHeader('strict-transport-security', 'max-age=63072000; includeSubDomains')
    const policy = res.getHeader('content-security-policy')
    if (typeof policy === 'string') req.headers['content-security-policy'] = policy
  }
}
