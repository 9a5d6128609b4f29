export {
  ATTRIBUTION_SESSION_KEY,
  CAMPAIGN_PARAM_FIELDS,
  CAMPAIGN_PARAM_NAMES,
  readCampaignParams,
  type CampaignField,
  type CampaignParamName,
  type CampaignParams,
} from './campaign-params'
export { buildAttributionBody, type AttributionBody, type AttributionInput } from './attribution-body'
export { withCampaignParams } from './campaign-links'
export { ATTRIBUTION_LIMITS } from './limits'
export { NONE } from './filter-values'
