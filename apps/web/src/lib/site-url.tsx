import { createContext, useContext, type ReactNode } from 'react'

/**
 * The site's public origin (SITE_URL on the server), for canonical links, Open Graph and JSON-LD.
 * The server passes it to the browser in the boot data so both render the same absolute URLs.
 */
const SiteUrlContext = createContext('http://localhost:3000')

export function SiteUrlProvider({ siteUrl, children }: { siteUrl: string; children: ReactNode }) {
  return <SiteUrlContext.Provider value={siteUrl.replace(/\/+$/, '')}>{children}</SiteUrlContext.Provider>
}

export function useSiteUrl(): string {
  return useContext(SiteUrlContext)
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}
