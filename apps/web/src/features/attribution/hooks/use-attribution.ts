import { ATTRIBUTION_SESSION_KEY, CAMPAIGN_PARAM_FIELDS, CAMPAIGN_PARAM_NAMES, withCampaignParams } from '@ecs/shared/attribution'
import { useEffect, useState } from 'react'
import { readStoredAttribution } from '../attribution-store'

/**
 * The visitor's attribution session id, for lead forms (`attributionSessionId`). Undefined during
 * server rendering and the first client render, so hydration matches; read from storage after.
 */
export function useAttributionSessionId(): string | undefined {
  const [sessionId, setSessionId] = useState<string>()
  useEffect(() => {
    try {
      setSessionId(window.localStorage.getItem(ATTRIBUTION_SESSION_KEY) ?? undefined)
    } catch {
      setSessionId(undefined)
    }
  }, [])
  return sessionId
}

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

/**
 * A link to an outside booking or payment tool with the visit's campaign parameters appended, so the
 * tool can attribute the booking. The plain link on the server and first render, then the full one.
 */
export function useCampaignHref(href: string): string {
  const [withCampaign, setWithCampaign] = useState(href)
  useEffect(() => {
    try {
      setWithCampaign(withCampaignParams(href, campaignSearch()))
    } catch {
      setWithCampaign(href)
    }
  }, [href])
  return withCampaign
}
