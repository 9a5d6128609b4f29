import { apiPath } from '@ecs/shared/api'
import type { RouteMatch } from '@ecs/shared/routes'

/** The CMS's read of each personal link's token: its answer's status is the page's. */
const LINK_READS = {
  quote: (token: string) => apiPath('quoteRead', { params: { token } }),
  visit: (token: string) => apiPath('visitRead', { params: { token } }),
} as const

/**
 * The status of a customer's private link page (a quote's, a visit's): the page is one shell read in
 * the browser, but a link that was changed (403) or has expired (410) is answered so, as the CMS answers
 * its token, for the browser, crawlers and logs, not 200. Anything else (good, or the CMS not answering
 * in time) leaves the page's own status: the page then says what the browser's read found.
 */
export function linkStatus({ cmsUrl, timeoutMs }: { cmsUrl: string; timeoutMs: number }) {
  return async (current: RouteMatch): Promise<number | undefined> => {
    if (current.page !== 'quote' && current.page !== 'visit') return undefined
    const token = String(current.params.token)
    try {
      const answer = await fetch(new URL(LINK_READS[current.page](token), cmsUrl), {
        signal: AbortSignal.timeout(timeoutMs),
      })
      await answer.body?.cancel()
      return answer.status === 403 || answer.status === 410 ? answer.status : undefined
    } catch {
      return undefined
    }
  }
}
