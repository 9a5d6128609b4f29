import {
  CAMPAIGN_PARAM_FIELDS,
  CAMPAIGN_PARAM_NAMES,
  withCampaignParams,
  type FirstTouch,
} from '@ecs/shared/attribution'
import { useMemo, useSyncExternalStore } from 'react'
import { readStoredAttribution } from '../attribution-store'

/**
 * The campaign of this visit as a query string: the current address's parameters, else those of the
 * stored first touch (the campaign is only in the landing page's address, gone after the first click).
 */
export function campaignSearch(): URLSearchParams {
  const params = new URLSearchParams(window.location.search)
  const stored = readStoredAttribution(window.localStorage)?.record
  if (stored) {
    for (const name of CAMPAIGN_PARAM_NAMES) {
      const value = stored[CAMPAIGN_PARAM_FIELDS[name]]
      if (!params.has(name) && value) params.set(name, value)
    }
  }
  return params
}

/** `href` with the visit's campaign parameters added, for links and frames to outside tools. */
export function withVisitCampaign(href: string): string {
  try {
    return withCampaignParams(href, campaignSearch())
  } catch {
    // Storage refused (private mode, blocked cookies): the plain link still works.
    return href
  }
}

/** Another tab's capture can store the first touch while this page is open. */
function subscribeToOtherTabs(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

/**
 * A link to an outside booking or payment tool with the visit's campaign parameters appended, so the
 * tool can attribute the booking. The plain link on the server and while hydrating, then the full one.
 */
export function useCampaignHref(href: string): string {
  return useSyncExternalStore(
    subscribeToOtherTabs,
    () => withVisitCampaign(href),
    () => href,
  )
}

/**
 * The visit's first touch as a string that stays equal while nothing changes (a snapshot must): its
 * campaign (this address's, else the stored one's) and the address it landed on (this one until the
 * capture has stored it).
 */
function firstTouchSnapshot(): string {
  try {
    const stored = readStoredAttribution(window.localStorage)?.record
    const touch: FirstTouch = {
      utmCampaign: campaignSearch().get('utm_campaign'),
      landingPage: stored?.landingPage ?? window.location.href,
    }
    return JSON.stringify(touch)
  } catch {
    // Storage refused: this address is all the visit says.
    return JSON.stringify({ utmCampaign: null, landingPage: window.location.href } satisfies FirstTouch)
  }
}

/**
 * The campaign and landing address of this visit, in the browser once hydrated; null on the server and
 * while hydrating, where every visitor gets the same page.
 */
export function useFirstTouch(): FirstTouch | null {
  const snapshot = useSyncExternalStore(subscribeToOtherTabs, firstTouchSnapshot, () => '')
  return useMemo(() => (snapshot ? (JSON.parse(snapshot) as FirstTouch) : null), [snapshot])
}
