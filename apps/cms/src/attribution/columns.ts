import { CAMPAIGN_PARAM_FIELDS, type CampaignField } from '@ecs/shared/attribution'
import type { AttributionRecord } from '@ecs/shared/schemas'

type TouchField = Exclude<keyof AttributionRecord, 'sessionId'>

/** Record field -> column of the `attribution` table, in the record's order. */
export const TOUCH_COLUMNS: Record<TouchField, string> = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmContent: 'utm_content',
  utmTerm: 'utm_term',
  gclid: 'gclid',
  gbraid: 'gbraid',
  wbraid: 'wbraid',
  gadSource: 'gad_source',
  referrer: 'referrer',
  landingPage: 'landing_page',
}

export const TOUCH_FIELDS = Object.keys(TOUCH_COLUMNS) as TouchField[]

/** Fields that name a campaign (one per query parameter): a visit carrying one of them is a new touch worth keeping. */
export const CAMPAIGN_FIELDS: readonly CampaignField[] = Object.values(CAMPAIGN_PARAM_FIELDS)
