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
export {
  TOUCH_FIELDS,
  TOUCH_FIELD_LABELS,
  campaignTouchSchema,
  defaultReportRange,
  figuresSchema,
  landingPagesSchema,
  reportQuerySchema,
  summaryQuerySchema,
  type SourceRules,
  CAMPAIGN_SORT_KEYS,
  type CampaignSortKey,
  type SummaryQuery,
  type SummaryFilters,
  sessionDetailSchema,
  sessionsPageSchema,
  summarySchema,
  timeseriesSchema,
  type AdSpendImported,
  type CampaignTouch,
  type CallFigures,
  type Figures,
  type LandingPages,
  type ReportFilters,
  type ReportQuery,
  type SessionDetail,
  type SessionsPage,
  type Summary,
  type Timeseries,
} from './report-schemas'
