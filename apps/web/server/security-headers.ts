import { PERMISSIONS_POLICY } from '@ecs/shared/http'
import helmet from 'helmet'
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** A CSP source that allows exactly this inline script. */
const scriptHash = (script: string): string => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/**
 * Security headers on every answer. Scripts only from our origin, and the pages' own inline scripts by
 * their hashes (`inlineScripts`; boot data travels in a JSON element); inline styles are allowed because
 * Radix positions popovers with them.
 * Development relaxes script-src for Vite's injected refresh runtime. Helmet does not write a
 * Permissions-Policy: it is added beside its headers.
 */
export function securityHeaders({
  production,
  frameSources,
  inlineScripts = [],
}: {
  production: boolean
  frameSources: string[]
  inlineScripts?: readonly string[]
}) {
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: production ? ["'self'", ...inlineScripts.map(scriptHash)] : ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: production ? ["'self'"] : ["'self'", 'ws:'],
        frameSrc: ["'self'", ...frameSources],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(production && { upgradeInsecureRequests: [] }),
      },
    },
    strictTransportSecurity: production ? { maxAge: 63072000, includeSubDomains: true, preload: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    res.setHeader('permissions-policy', PERMISSIONS_POLICY)
    applyHelmet(req, res, next)
  }
}

/**
 * The same headers as a list, computed once by running the same middleware against a recording
 * response, for answers written without Express (kept pages): every answer carries them.
 */
export function securityHeaderList(options: Parameters<typeof securityHeaders>[0]): [string, string][] {
  const headers = new Map<string, string>()
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  }
  securityHeaders(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined)
  return [...headers]
}
