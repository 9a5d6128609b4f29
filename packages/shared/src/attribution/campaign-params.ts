import { ATTRIBUTION_LIMITS } from './limits'

/** The browser storage key holding the visitor's attribution session id. */
export const ATTRIBUTION_SESSION_KEY = 'attribution_session_id'

/** Query parameter -> field of the attribution record, in the record's order. */
export const CAMPAIGN_PARAM_FIELDS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_content: 'utmContent',
  utm_term: 'utmTerm',
  gclid: 'gclid',
  gbraid: 'gbraid',
  wbraid: 'wbraid',
  gad_source: 'gadSource',
} as const

export type CampaignParamName = keyof typeof CAMPAIGN_PARAM_FIELDS
export type CampaignField = (typeof CAMPAIGN_PARAM_FIELDS)[CampaignParamName]
export type CampaignParams = Partial<Record<CampaignField, string>>

export const CAMPAIGN_PARAM_NAMES = Object.keys(CAMPAIGN_PARAM_FIELDS) as CampaignParamName[]

export function toSearchParams(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search
}

/** A query value, or undefined when missing or blank: a tag of spaces identifies no campaign. */
export function campaignValue(params: URLSearchParams, name: CampaignParamName): string | undefined {
  const value = params.get(name)?.trim()
  return value ? value.slice(0, ATTRIBUTION_LIMITS.campaignValue) : undefined
}

/**
 * The campaign fields present in a query string. On a repeated parameter the first value wins (what
 * `URLSearchParams.get` returns), matching how ad platforms append their own copy at the end.
 */
export function readCampaignParams(search: string | URLSearchParams): CampaignParams {
  const params = toSearchParams(search)
  const found: CampaignParams = {}
  for (const name of CAMPAIGN_PARAM_NAMES) {
    const value = campaignValue(params, name)
    if (value !== undefined) found[CAMPAIGN_PARAM_FIELDS[name]] = value
  }
  return found
}
