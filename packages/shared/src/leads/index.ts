export {
  LEAD_KINDS,
  LEAD_KIND_FACTS,
  isLeadKind,
  kindOfCollection,
  kindOfReference,
  leadReference,
  type LeadKind,
  type LeadCollection,
  type LeadKindFacts,
} from './kinds/registry'
export {
  CLOSED_STATUSES,
  HIRING_STATUSES,
  LEAD_STATUSES,
  LOST_REASONS,
  LOST_REASON_LABELS,
  LOST_STATUS,
  MODERATION_STATUSES,
  PIPELINES,
  QUALIFIED_STATUSES,
  SALES_STATUSES,
  STATUS_LABELS,
  WON_STATUS,
  canMove,
  firstStatus,
  isClosed,
  nextStatuses,
  type LeadStatus,
  type LostReason,
  type Pipeline,
} from './workflow'
export {
  MAX_LEAD_VALUE,
  MAX_NOTE_LENGTH,
  STATUS_FILTERS,
  conversionsQuerySchema,
  deskQuerySchema,
  leadChangeSchema,
  leadContactSchema,
  leadNoteSchema,
  speedQuerySchema,
  type ConversionsQuery,
  type DeskFilters,
  type DeskQuery,
  type LeadChange,
  type LeadContact,
  type LeadNote,
  type SpeedQuery,
  type StatusFilter,
} from './desk-schemas'
export {
  CLICK_CONVERSION_COLUMNS,
  CONVERSION_CURRENCY,
  ENHANCED_LEAD_COLUMNS,
  clickConversionRow,
  conversionTime,
  isTimeZone,
  normaliseEmail,
  normalisePhone,
  sha256Hex,
  timeZoneLine,
  type ClickConversion,
} from './google-ads'
export type { DeskLeadFacts, InboxLead, InboxPage } from './desk-rows'
export {
  CUSTOMER_HISTORY_MAX,
  CUSTOMER_HISTORY_PARTS,
  CUSTOMER_HISTORY_STEP,
  CUSTOMER_SEARCH_LIMIT,
  customerHistoryQuerySchema,
  customerMergeSchema,
  customerReference,
  customerSearchSchema,
  type CustomerHistory,
  type CustomerHistoryPart,
  type CustomerMerge,
  type CustomerSearch,
  type CustomerSummary,
} from './customers'
export { submittedFieldLabel, submittedValueLabel } from './submission-labels'
export { DESK_CHANGED_CHANNEL, DESK_EVENTS_PATH, parseDeskChange, type DeskChange } from './desk-changes'
export { defineLeadKind } from './kinds/lead-kind'
export { estimateFacts } from './kinds/estimate'
export { unfinishedEstimateFacts } from './kinds/unfinished-estimate'
export { planSignupFacts } from './kinds/plan-signup'
export { communitySignupFacts } from './kinds/community-signup'
export { careerApplicationFacts } from './kinds/career-application'
export { reviewFacts } from './kinds/review'
export { phoneCallFacts } from './kinds/phone-call'
export {
  FAST_CONTACT_MINUTES,
  FIRST_CONTACT_CHANNELS,
  FIRST_CONTACT_LABELS,
  LOGGED_CONTACT_CHANNELS,
  leadPromise,
  leadRoutingSchema,
  type FirstContactChannel,
  type LeadRouting,
} from './first-contact'
export {
  EMAIL_AUDIENCES,
  leadEmailSampleSchema,
  leadTextSampleSchema,
  type LeadEmailPreview,
  type LeadEmailSample,
  type LeadTextSample,
} from './words-preview'
export { DEFAULT_TEXT_CONSENT_WORDING, MAX_TEXT_LENGTH, leadTextSchema, type LeadText } from './texts'
export { LEAD_EVENT_TYPES, type LeadEventType } from './lead-events'
