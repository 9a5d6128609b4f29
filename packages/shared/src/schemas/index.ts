export { attributionRecordSchema, type AttributionRecord } from './attribution-record'
export {
  estimateRequestSchema,
  MAX_SERVICES_PER_ESTIMATE,
  type EstimateRequest,
  type EstimateRequestInput,
} from './estimate-request'
export { unfinishedEstimateSchema, type UnfinishedEstimate, type UnfinishedEstimateInput } from './unfinished-estimate'
export { ENHANCED_PLAN_LOCATIONS, planSignupSchema, type PlanSignup, type PlanSignupInput } from './plan-signup'
export { communitySignupSchema, type CommunitySignup, type CommunitySignupInput } from './community-signup'
export { careerApplicationSchema, type CareerApplication, type CareerApplicationInput } from './career-application'
export { reviewSchema, type Review, type ReviewInput } from './review'
export {
  addressSchema,
  contactSchema,
  estimateContactSchema,
  PHONE_OR_EMAIL,
  type Address,
  type Contact,
  type EstimateContact,
} from './contact'
export { businessContactSchema, propertySchema, type BusinessContact, type PropertyDetails } from './property'
export {
  HONEYPOT_FIELD,
  LEAD_META_FIELDS,
  MIN_FILL_TIME_MS,
  isLikelyBot,
  leadMetaShape,
  quickSendMs,
  type LeadMeta,
  type LeadMetaInput,
} from './lead-meta'
export { DEFAULT_LANGUAGE, LANGUAGE_LABELS, LANGUAGES, languageField, type Language } from './language'
export { longDate } from './long-date'
export { splitName, wholeName } from './whole-name'
export { fieldErrors, type FieldError } from './field-errors'
export {
  AVAILABILITY_LABELS,
  AVAILABILITY_OPTIONS,
  BUILDING_TYPE_LABELS,
  BUILDING_TYPES,
  BUSINESS_LIMITS,
  MAX_STORIES,
  PREFERRED_CONTACT_METHOD_LABELS,
  PREFERRED_CONTACT_METHODS,
  PREFERRED_CONTACT_TIME_LABELS,
  PREFERRED_CONTACT_TIMES,
  PROPERTY_SURFACE_LABELS,
  PROPERTY_SURFACES,
  storiesLabel,
  storiesPhrase,
  surfacesFor,
  type BuildingType,
  type PropertySurface,
} from './form-options'
export { resumeProblem, RESUME_MAX_BYTES, RESUME_TYPES, type FileFacts } from './resume-file'
export {
  LEAD_PHOTO_ACCEPT,
  LEAD_PHOTO_DAYS,
  LEAD_PHOTO_MAX_COUNT,
  LEAD_PHOTOS_MAX_BYTES,
  PHOTO_LINK_QUERY,
  PHOTO_REFUSALS,
  photoLinkQuery,
} from './lead-photos'
export {
  DEFAULT_PLAN_PRICES,
  dollarsToCents,
  formatCents,
  formatUsd,
  planPrice,
  yearlyPlanCents,
  type PlanPriceTable,
} from './plan-price'
export { normalizeUsPhone, formatUsPhone } from './us-phone'
export { US_STATE_CODES, type UsStateCode } from './us-states'
export {
  companyInfoSchema,
  industrySchema,
  locationContentSchema,
  protectionPlanSchema,
  serviceContentSchema,
  type CompanyInfo,
  type Industry,
  type LocationContent,
  type ProtectionPlan,
  type ServiceContent,
} from './content'
export {
  DEFAULT_ESTIMATE_PRICING,
  estimatePrice,
  fromPriceAt,
  servicePrice,
  type EstimateInputs,
  type EstimateLine,
  type EstimatePricing,
  type PriceEstimate,
  type PricedServiceDocument,
  type ServicePrice,
} from './estimate-price'
export { fieldMessageIn } from './field-messages-es'
