import helmet from 'helmet'

/**
 * Security headers on every answer. Scripts only from our origin (no inline script: boot data
 * travels in a JSON element); inline styles are allowed because Radix positions popovers with them.
 * Development relaxes script-src for Vite's injected refresh runtime.
 */
export function securityHeaders({ production, frameSources }: { production: boolean; frameSources: string[] }) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: production ? ["'self'"] : ["'self'", "'unsafe-inline'"],
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
}
