import { apiPath } from '@ecs/shared/api'
import { isLocale, type Locale, type RouteMatch } from '@ecs/shared/routes'

/** The CMS's read of each personal link's token: its answer's status and language are the page's. */
const LINK_READS = {
  quote: (token: string) => apiPath('quoteRead', { params: { token } }),
  visit: (token: string) => apiPath('visitRead', { params: { token } }),
} as const

/** What the CMS's read of a private link tells its page: the refusal to answer with, the customer's language. */
export interface LinkRead {
  /** 403 for a link that was changed, 410 for one expired; none when good or unknown. */
  status?: 403 | 410
  /** The customer's language, when the CMS knows whose link it is (a good link, or an expired one). */
  language?: Locale
}

/**
 * The CMS's read of a customer's private link page (a quote's, a visit's): the page is one shell read in
 * the browser, but it is written in its customer's language (the answer's `language`, also on an expired
 * link's problem), and a link that was changed (403) or has expired (410) is answered so, for the
 * browser, crawlers and logs, not 200. Anything else (the CMS not answering in time) leaves the page's
 * own status and language: the page then says what the browser's read found.
 */
export function linkRead({ cmsUrl, timeoutMs }: { cmsUrl: string; timeoutMs: number }) {
  return async (current: RouteMatch): Promise<LinkRead> => {
    if (current.page !== 'quote' && current.page !== 'visit') return {}
    const token = String(current.params.token)
    try {
      const answer = await fetch(new URL(LINK_READS[current.page](token), cmsUrl), {
        signal: AbortSignal.timeout(timeoutMs),
      })
      const body = (await answer.json().catch(() => null)) as { language?: unknown } | null
      return {
        ...((answer.status === 403 || answer.status === 410) && { status: answer.status }),
        ...(isLocale(body?.language) && { language: body.language }),
      }
    } catch {
      return {}
    }
  }
}
