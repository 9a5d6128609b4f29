import { CAMPAIGN_PARAM_NAMES, campaignValue, toSearchParams } from './campaign-params'

/** Links that are not web pages break, or mean something else, with a query string appended. */
const NON_WEB_SCHEME = /^(?!https?:)[a-z][a-z0-9+.-]*:/i

/**
 * The link with the current page's campaign parameters added, so a visitor's campaign follows them to
 * the next page (e.g. the estimate form). The link's own parameters win and its hash stays last.
 * Works on absolute, root-relative and relative links without resolving them; leaves alone links to
 * the same page (#section), non-web links (mailto:, tel:) and links when there is nothing to add.
 */
export function withCampaignParams(href: string, search: string | URLSearchParams): string {
  if (href === '' || href.startsWith('#') || NON_WEB_SCHEME.test(href)) return href

  const hashAt = href.indexOf('#')
  const hash = hashAt === -1 ? '' : href.slice(hashAt)
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const ownQuery = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1).replace(/&+$/, '')
  const own = new URLSearchParams(ownQuery)

  const current = toSearchParams(search)
  const added = new URLSearchParams()
  for (const name of CAMPAIGN_PARAM_NAMES) {
    const value = campaignValue(current, name)
    if (value !== undefined && !own.has(name)) added.append(name, value)
  }
  if (added.size === 0) return href

  // The link's own query is kept byte for byte; only the added part is encoded here.
  const query = ownQuery === '' ? added.toString() : `${ownQuery}&${added.toString()}`
  return `${base}?${query}${hash}`
}
