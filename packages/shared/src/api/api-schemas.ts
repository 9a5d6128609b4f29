import type { z } from 'zod'
import type { AttributionBody } from '../attribution/attribution-body'
import {
  bookWindowSchema,
  calendarQuerySchema,
  leadWindowsQuerySchema,
  scheduleVisitSchema,
  type CustomerVisit,
  type DeskCalendar,
  type DeskVisit,
  type JobBooking,
  type LeadWindows,
  type ReviewStatsRow,
  type WindowView,
} from '../booking'
import {
  landingPagesSchema,
  landingPagesQuerySchema,
  reportQuerySchema,
  summaryQuerySchema,
  type AdSpendImported,
  sessionDetailSchema,
  sessionsPageSchema,
  summarySchema,
  timeseriesSchema,
} from '../attribution/report-schemas'
import type {
  Article,
  BeforeAfterPair,
  CaseStudy,
  CommunityProgram,
  CompanyInfo,
  Industry,
  JobPhoto,
  JobPosting,
  LandingPage,
  Location,
  Media,
  Page,
  PaginatedDocs,
  Payment,
  Plan,
  Ratings,
  Review,
  Service,
  TrackingNumber,
  SiteSetting,
  User,
  Webhook,
  WebhookDelivery,
} from '../cms'
import {
  conversionsQuerySchema,
  customerHistoryQuerySchema,
  customerMergeSchema,
  customerSearchSchema,
  speedQuerySchema,
  deskQuerySchema,
  leadChangeSchema,
  leadContactSchema,
  leadNoteSchema,
  leadEmailSampleSchema,
  leadTextSampleSchema,
  leadTextSchema,
  type CustomerHistory,
  type CustomerSummary,
  type InboxPage,
  type LeadEmailPreview,
} from '../leads'
import {
  checkoutSchema,
  ledgerQuerySchema,
  recordPaymentSchema,
  type CheckoutStarted,
  type CheckoutStatus,
  type ProgramLedger,
} from '../payments'
import {
  quoteAcceptSchema,
  quoteDeclineSchema,
  quoteDraftSchema,
  quoteQuestionSchema,
  type CustomerQuote,
  type LeadQuotes,
  type QuoteSent,
  type QuoteView,
} from '../quotes'
import {
  attributionRecordSchema,
  careerApplicationSchema,
  communitySignupSchema,
  estimateRequestSchema,
  planSignupSchema,
  reviewSchema,
  unfinishedEstimateSchema,
} from '../schemas'
import {
  attributionSavedSchema,
  csvAnswer,
  declaredAnswer,
  leadAcceptedSchema,
  leadPhotosAddedSchema,
  staffListSchema,
  webhookTestQueuedSchema,
  type ContentOverview,
  type DeskOverview,
  type LeadPage,
  type SpeedReport,
  type TextQueued,
} from './answers'
import type { ApiName } from './api-routes'
import { shownNumbersRequestSchema, shownNumbersSchema, tapSchema } from '../calls/call-schemas'

/**
 * One endpoint's schemas: its query parameters and body (zod, checked by the CMS before the handler
 * runs, and by the browser where a form checks itself), its success answer, and the fields a refusal may
 * name besides the input's own (a file part, a header, a path parameter).
 */
export interface ApiSchemas {
  readonly query?: z.ZodType
  readonly body?: z.ZodType
  readonly answer: z.ZodType
  readonly errorFields?: readonly string[]
}

/**
 * Payload's REST query (where, depth, select, populate, sort, limit), written in its own bracket
 * syntax; Payload checks it.
 */
const payloadQuery = declaredAnswer<string>()

/** The schemas of every endpoint of API_ROUTES, by the same name. */
export const API_SCHEMAS = {
  leadEstimate: { body: estimateRequestSchema, answer: leadAcceptedSchema },
  leadUnfinishedEstimate: { body: unfinishedEstimateSchema, answer: leadAcceptedSchema },
  leadPlanSignup: { body: planSignupSchema, answer: leadAcceptedSchema },
  leadCommunitySignup: { body: communitySignupSchema, answer: leadAcceptedSchema },
  leadReview: { body: reviewSchema, answer: leadAcceptedSchema },
  // Multipart: each `photos` part is a file.
  estimatePhotos: { answer: leadPhotosAddedSchema, errorFields: ['photos'] },
  // Multipart: `application` is this schema's JSON, `resume` the file.
  leadCareerApplication: { body: careerApplicationSchema, answer: leadAcceptedSchema, errorFields: ['resume'] },

  leadEmailPreview: { body: leadEmailSampleSchema, answer: declaredAnswer<LeadEmailPreview>() },
  leadEmailTest: { body: leadEmailSampleSchema, answer: declaredAnswer<{ sentTo: string }>() },
  leadTextPreview: { body: leadTextSampleSchema, answer: declaredAnswer<{ to: string; body: string }>() },
  leadTextTest: { body: leadTextSampleSchema, answer: declaredAnswer<{ sentTo: string }>(), errorFields: ['phone'] },

  attributionSave: { body: attributionRecordSchema, answer: attributionSavedSchema },
  attributionRead: { answer: declaredAnswer<AttributionBody>() },

  reportSummary: { query: summaryQuerySchema, answer: summarySchema },
  reportLandingPages: { query: landingPagesQuerySchema, answer: landingPagesSchema },
  reportTimeseries: { query: reportQuerySchema, answer: timeseriesSchema },
  reportSessions: { query: reportQuerySchema, answer: sessionsPageSchema },
  reportSession: { answer: sessionDetailSchema, errorFields: ['sessionId'] },
  reportExport: { query: reportQuerySchema, answer: csvAnswer },
  // The body is the CSV itself; a bad line is a 422 whose field names its line and column.
  adSpendImport: { answer: declaredAnswer<AdSpendImported>() },

  deskInbox: { query: deskQuerySchema, answer: declaredAnswer<InboxPage>() },
  deskExport: { query: deskQuerySchema, answer: csvAnswer },
  deskLead: { answer: declaredAnswer<LeadPage>() },
  deskChangeLead: { body: leadChangeSchema, answer: declaredAnswer<LeadPage>() },
  deskAddNote: { body: leadNoteSchema, answer: declaredAnswer<LeadPage>() },
  deskLogContact: { body: leadContactSchema, answer: declaredAnswer<LeadPage>() },
  deskSendText: { body: leadTextSchema, answer: declaredAnswer<TextQueued>(), errorFields: ['body'] },
  deskStaff: { answer: staffListSchema },
  deskOverview: { answer: declaredAnswer<DeskOverview>() },
  deskSpeed: { query: speedQuerySchema, answer: declaredAnswer<SpeedReport>() },
  deskConversions: { query: conversionsQuerySchema, answer: csvAnswer },
  contentOverview: { answer: declaredAnswer<ContentOverview>() },
  deskLeadQuotes: { answer: declaredAnswer<LeadQuotes>() },
  deskSaveQuote: { body: quoteDraftSchema, answer: declaredAnswer<QuoteView>() },
  deskSendQuote: { answer: declaredAnswer<QuoteSent>(), errorFields: ['status', 'email', 'validUntil'] },
  deskLeadVisits: { answer: declaredAnswer<DeskVisit[]>() },
  deskVisitDone: { answer: declaredAnswer<DeskVisit>(), errorFields: ['status', 'kind'] },
  deskLeadWindows: { query: leadWindowsQuerySchema, answer: declaredAnswer<LeadWindows>(), errorFields: ['location'] },
  deskScheduleVisit: {
    body: scheduleVisitSchema,
    answer: declaredAnswer<DeskVisit>(),
    errorFields: ['location'],
  },
  deskVisitWindows: { answer: declaredAnswer<WindowView[]>(), errorFields: ['status'] },
  deskMoveVisit: { body: bookWindowSchema, answer: declaredAnswer<DeskVisit>(), errorFields: ['status'] },
  deskCancelVisit: { answer: declaredAnswer<DeskVisit>(), errorFields: ['status'] },
  deskCalendar: { query: calendarQuerySchema, answer: declaredAnswer<DeskCalendar>() },
  deskReviewStats: { answer: declaredAnswer<ReviewStatsRow[]>() },
  deskCustomers: { query: customerSearchSchema, answer: declaredAnswer<CustomerSummary[]>() },
  deskCustomer: { query: customerHistoryQuerySchema, answer: declaredAnswer<CustomerHistory>() },
  deskMergeCustomers: {
    body: customerMergeSchema,
    answer: declaredAnswer<CustomerHistory>(),
    errorFields: ['keep', 'merge'],
  },

  paymentRecord: { body: recordPaymentSchema, answer: declaredAnswer<Payment>() },
  paymentLedger: { query: ledgerQuerySchema, answer: declaredAnswer<ProgramLedger>() },
  paymentLedgerExport: { query: ledgerQuerySchema, answer: csvAnswer },
  paymentCheckout: { body: checkoutSchema, answer: declaredAnswer<CheckoutStarted>() },
  paymentCheckoutStatus: { answer: declaredAnswer<CheckoutStatus>(), errorFields: ['sessionId'] },
  paymentStripeWebhook: {
    answer: declaredAnswer<{ received: true; outcome: string }>(),
    errorFields: ['stripe-signature'],
  },

  callNumbers: { body: shownNumbersRequestSchema, answer: shownNumbersSchema },
  callTap: { body: tapSchema, answer: declaredAnswer<{ recorded: boolean }>() },
  // TwiML (XML) answers; a refusal names the signature header.
  callVoice: { answer: declaredAnswer<string>(), errorFields: ['x-twilio-signature'] },
  callStatus: { answer: declaredAnswer<string>(), errorFields: ['x-twilio-signature'] },
  quoteRead: { answer: declaredAnswer<CustomerQuote>(), errorFields: ['token'] },
  quotePdf: { answer: declaredAnswer<string>(), errorFields: ['token'] },
  quoteAccept: { body: quoteAcceptSchema, answer: declaredAnswer<CustomerQuote>(), errorFields: ['token'] },
  quoteDecline: { body: quoteDeclineSchema, answer: declaredAnswer<CustomerQuote>(), errorFields: ['token'] },
  quoteQuestion: { body: quoteQuestionSchema, answer: declaredAnswer<CustomerQuote>(), errorFields: ['token'] },
  quoteDeposit: { answer: declaredAnswer<CheckoutStarted>(), errorFields: ['token'] },
  quoteBooking: { answer: declaredAnswer<JobBooking>(), errorFields: ['token'] },
  quoteBook: { body: bookWindowSchema, answer: declaredAnswer<JobBooking>(), errorFields: ['token', 'startsAt'] },
  estimateVisitBooking: { answer: declaredAnswer<JobBooking>(), errorFields: ['token'] },
  estimateVisitBook: {
    body: bookWindowSchema,
    answer: declaredAnswer<JobBooking>(),
    errorFields: ['token', 'startsAt'],
  },
  visitRead: { answer: declaredAnswer<CustomerVisit>(), errorFields: ['token'] },
  visitReschedule: {
    body: bookWindowSchema,
    answer: declaredAnswer<CustomerVisit>(),
    errorFields: ['token', 'startsAt'],
  },
  visitCancel: { answer: declaredAnswer<CustomerVisit>(), errorFields: ['token'] },
  visitReviewOptOut: { answer: declaredAnswer<CustomerVisit>(), errorFields: ['token'] },
  textInbound: { answer: csvAnswer, errorFields: ['x-twilio-signature'] },
  textStatus: { answer: csvAnswer, errorFields: ['x-twilio-signature'] },

  reviewRatings: { answer: declaredAnswer<Ratings>() },
  webhookTest: { answer: webhookTestQueuedSchema },

  signIn: { body: declaredAnswer<{ email: string; password: string }>(), answer: declaredAnswer<{ user: User }>() },
  signOut: { answer: declaredAnswer<unknown>() },
  currentUser: { answer: declaredAnswer<{ user: User | null }>() },
  forgotPassword: { body: declaredAnswer<{ email: string }>(), answer: declaredAnswer<unknown>() },
  resetPassword: { body: declaredAnswer<{ token: string; password: string }>(), answer: declaredAnswer<unknown>() },
  webhooks: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<Webhook>>() },
  webhookCreate: {
    body: declaredAnswer<Pick<Webhook, 'name' | 'event' | 'url'>>(),
    answer: declaredAnswer<{ doc: Webhook }>(),
  },
  webhookUpdate: { body: declaredAnswer<Partial<Webhook>>(), answer: declaredAnswer<{ doc: Webhook }>() },
  webhookDelete: { answer: declaredAnswer<{ doc: Webhook }>() },
  webhookDeliveries: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<WebhookDelivery>>() },
  articles: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<Article>>() },
  beforeAfterPairs: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<BeforeAfterPair>>() },
  caseStudies: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<CaseStudy>>() },
  communityPrograms: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<CommunityProgram>>() },
  industries: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<Industry>>() },
  jobs: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<JobPosting>>() },
  jobPhotos: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<JobPhoto>>() },
  landingPages: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<LandingPage>>() },
  locations: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<Location>>() },
  media: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<Media>>() },
  pages: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<Page>>() },
  plans: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<Plan>>() },
  reviews: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<Review>>() },
  services: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<Service>>() },
  trackingNumbers: { query: payloadQuery, answer: declaredAnswer<PaginatedDocs<TrackingNumber>>() },
  companyInfo: { query: payloadQuery, answer: declaredAnswer<CompanyInfo>() },
  siteSettings: { query: payloadQuery, answer: declaredAnswer<SiteSetting>() },
} as const satisfies Record<ApiName, ApiSchemas>
