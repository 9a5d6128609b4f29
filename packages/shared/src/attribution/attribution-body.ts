import { CAMPAIGN_PARAM_NAMES, CAMPAIGN_PARAM_FIELDS, readCampaignParams, type CampaignField } from './campaign-params'
import { ATTRIBUTION_LIMITS } from './limits'

/** The body of POST /api/attribution: every field present, missing ones null. */
export type AttributionBody = { sessionId: string; referrer: string | null; landingPage: string | null } & Record<
  CampaignField,
  string | null
>

export interface AttributionInput {
  sessionId: string
  search: string | URLSearchParams
  /** `document.referrer`; an empty string means there was none. */
  referrer?: string | null
  /** The URL the visit started on. */
  landingPage?: string | null
}

function urlOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed.slice(0, ATTRIBUTION_LIMITS.url) : null
}

export function buildAttributionBody({ sessionId, search, referrer, landingPage }: AttributionInput): AttributionBody {
  const campaign = readCampaignParams(search)
  const fields = Object.fromEntries(
    CAMPAIGN_PARAM_NAMES.map((name) => [CAMPAIGN_PARAM_FIELDS[name], campaign[CAMPAIGN_PARAM_FIELDS[name]] ?? null]),
  ) as Record<CampaignField, string | null>
  return { sessionId, ...fields, referrer: urlOrNull(referrer), landingPage: urlOrNull(landingPage) }
}
