export {
  TRACKING_SOURCES,
  MICROSOFT_SOURCES,
  META_SOURCES,
  TRACKING_SOURCE_LABELS,
  isCampaignTouch,
  trackingSourceOf,
  type FirstTouch,
  type SourceNumbers,
  type TrackingSource,
} from './tracking-sources'

/** How long a pool number stays with a visit after its last page view, then goes back to the pool. */
export const POOL_HOLD_MINUTES = 30
export {
  TAP_KINDS,
  shownNumbersRequestSchema,
  shownNumbersSchema,
  tapSchema,
  type ShownNumbers,
  type ShownNumbersRequest,
  type Tap,
  type TapKind,
} from './call-schemas'
