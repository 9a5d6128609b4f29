import type { LeadKind } from '../leads/kinds/registry'
import type { ApiRoute } from './define-route'

/**
 * Every endpoint the site calls, by name (see define-route.ts). The CMS serves its custom endpoints from
 * these paths, the site's API client and queries build their addresses from them, and the doors count
 * and size requests by them. `collection` routes are Payload's own REST, read as it answers them.
 */
export const API_ROUTES = {
  // The public lead forms: validated, idempotent, bot-filtered.
  leadEstimate: { method: 'POST', path: '/api/leads/estimate', access: 'public', limit: 'lead', bodyLimit: 'leadJson' },
  // The estimate wizard's beacon when a visitor who gave a name and a phone or email leaves it unsent.
  leadUnfinishedEstimate: {
    method: 'POST',
    path: '/api/leads/unfinished-estimate',
    access: 'public',
    limit: 'lead',
    bodyLimit: 'leadJson',
  },
  leadPlanSignup: {
    method: 'POST',
    path: '/api/leads/plan-signup',
    access: 'public',
    limit: 'lead',
    bodyLimit: 'leadJson',
  },
  leadCommunitySignup: {
    method: 'POST',
    path: '/api/leads/community-signup',
    access: 'public',
    limit: 'lead',
    bodyLimit: 'leadJson',
  },
  leadReview: { method: 'POST', path: '/api/leads/review', access: 'public', limit: 'lead', bodyLimit: 'leadJson' },
  // Photos for a sent estimate request, behind the signed token its accepted answer gave.
  estimatePhotos: {
    method: 'POST',
    path: '/api/leads/photos/:token',
    access: 'public',
    limit: 'lead',
    bodyLimit: 'estimatePhotos',
  },
  leadCareerApplication: {
    method: 'POST',
    path: '/api/leads/career-application',
    access: 'public',
    limit: 'lead',
    bodyLimit: 'careerApplication',
  },

  // A visit's first touch: written by every first visit, read back by its browser.
  attributionSave: {
    method: 'POST',
    path: '/api/attribution',
    access: 'public',
    limit: 'attribution',
    bodyLimit: 'attribution',
  },
  attributionRead: { method: 'GET', path: '/api/attribution/:sessionId', access: 'public' },

  // Marketing's words for lead emails and texts: shown with a made-up lead, or sent to the editor as a test.
  leadEmailPreview: { method: 'POST', path: '/api/lead-emails/preview', access: 'team' },
  leadEmailTest: { method: 'POST', path: '/api/lead-emails/test', access: 'team' },
  leadTextPreview: { method: 'POST', path: '/api/lead-texts/preview', access: 'team' },
  leadTextTest: { method: 'POST', path: '/api/lead-texts/test', access: 'team' },

  // The campaign reports.
  reportSummary: { method: 'GET', path: '/api/attribution-report/summary', access: 'team' },
  reportLandingPages: { method: 'GET', path: '/api/attribution-report/landing-pages', access: 'team' },
  reportTimeseries: { method: 'GET', path: '/api/attribution-report/timeseries', access: 'team' },
  reportSessions: { method: 'GET', path: '/api/attribution-report/sessions', access: 'staff' },
  reportSession: { method: 'GET', path: '/api/attribution-report/sessions/:sessionId', access: 'staff' },
  reportExport: { method: 'GET', path: '/api/attribution-report/export.csv', access: 'staff' },
  // An ad platform's spend export (text/csv), upserted into the ad-spend collection.
  adSpendImport: { method: 'POST', path: '/api/ad-spend/import', access: 'team', bodyLimit: 'adSpendCsv' },

  // The lead desk.
  deskInbox: { method: 'GET', path: '/api/desk/leads', access: 'staff' },
  deskExport: { method: 'GET', path: '/api/desk/leads/export.csv', access: 'staff' },
  deskLead: { method: 'GET', path: '/api/desk/leads/:id', access: 'staff' },
  deskChangeLead: { method: 'PATCH', path: '/api/desk/leads/:id', access: 'staff' },
  deskAddNote: { method: 'POST', path: '/api/desk/leads/:id/notes', access: 'staff' },
  deskLogContact: { method: 'POST', path: '/api/desk/leads/:id/contacts', access: 'staff' },
  deskSendText: { method: 'POST', path: '/api/desk/leads/:id/texts', access: 'staff' },
  deskStaff: { method: 'GET', path: '/api/desk/staff', access: 'staff' },
  deskOverview: { method: 'GET', path: '/api/desk/overview', access: 'staff' },
  deskSpeed: { method: 'GET', path: '/api/desk/speed', access: 'staff' },
  deskConversions: { method: 'GET', path: '/api/desk/conversions.csv', access: 'staff' },
  deskLeadQuotes: { method: 'GET', path: '/api/desk/leads/:id/quotes', access: 'staff' },
  deskSaveQuote: { method: 'POST', path: '/api/desk/leads/:id/quotes', access: 'staff' },
  deskSendQuote: { method: 'POST', path: '/api/desk/quotes/:id/send', access: 'staff' },
  deskLeadVisits: { method: 'GET', path: '/api/desk/leads/:id/visits', access: 'staff' },
  deskVisitDone: { method: 'POST', path: '/api/desk/visits/:id/done', access: 'staff' },
  deskLeadWindows: { method: 'GET', path: '/api/desk/leads/:id/windows', access: 'staff' },
  deskScheduleVisit: { method: 'POST', path: '/api/desk/leads/:id/visits', access: 'staff' },
  deskVisitWindows: { method: 'GET', path: '/api/desk/visits/:id/windows', access: 'staff' },
  deskMoveVisit: { method: 'POST', path: '/api/desk/visits/:id/move', access: 'staff' },
  deskCancelVisit: { method: 'POST', path: '/api/desk/visits/:id/cancel', access: 'staff' },
  deskCalendar: { method: 'GET', path: '/api/desk/calendar', access: 'staff' },
  deskReviewStats: { method: 'GET', path: '/api/desk/review-requests', access: 'staff' },
  deskCustomers: { method: 'GET', path: '/api/desk/customers', access: 'staff' },
  deskCustomer: { method: 'GET', path: '/api/desk/customers/:id', access: 'staff' },
  deskMergeCustomers: { method: 'POST', path: '/api/desk/customers/merge', access: 'staff' },
  contentOverview: { method: 'GET', path: '/api/content-report/overview', access: 'team' },

  // Payments: the ledger staff keep, and paying online.
  paymentRecord: { method: 'POST', path: '/api/payments/entries', access: 'staff' },
  paymentLedger: { method: 'GET', path: '/api/payments/ledger/:program', access: 'staff' },
  paymentLedgerExport: { method: 'GET', path: '/api/payments/ledger/:program/export.csv', access: 'staff' },
  // Starting a card payment is a customer's form like a lead's (Stripe's webhook is not limited: its
  // signature check costs less than counting it, and Stripe retries a refused delivery anyway).
  paymentCheckout: {
    method: 'POST',
    path: '/api/payments/checkout',
    access: 'public',
    limit: 'lead',
    bodyLimit: 'leadJson',
  },
  paymentCheckoutStatus: { method: 'GET', path: '/api/payments/checkout/:sessionId', access: 'public' },
  paymentStripeWebhook: {
    method: 'POST',
    path: '/api/payments/stripe-webhook',
    access: 'public',
    bodyLimit: 'paymentEvent',
  },

  // Calls: the numbers a visit is shown, taps on them (both counted like a visit's record), and Twilio's
  // voice webhooks (not limited, like Stripe's: the signature check is the door, and Twilio retries).
  callNumbers: {
    method: 'POST',
    path: '/api/calls/numbers',
    access: 'public',
    limit: 'attribution',
    bodyLimit: 'attribution',
  },
  callTap: {
    method: 'POST',
    path: '/api/calls/taps',
    access: 'public',
    limit: 'attribution',
    bodyLimit: 'attribution',
  },
  callVoice: { method: 'POST', path: '/api/calls/voice', access: 'public', bodyLimit: 'callEvent' },
  callStatus: { method: 'POST', path: '/api/calls/status', access: 'public', bodyLimit: 'callEvent' },
  // Twilio's webhooks (texts received, delivery statuses): signed with the account's auth token, which is
  // checked before anything is read further, like Stripe's.
  textInbound: { method: 'POST', path: '/api/texts/inbound', access: 'public', bodyLimit: 'textWebhook' },
  textStatus: { method: 'POST', path: '/api/texts/status', access: 'public', bodyLimit: 'textWebhook' },

  // A customer's quote, behind the signed token of its link: their answers are forms like a lead's.
  quoteRead: { method: 'GET', path: '/api/quotes/link/:token', access: 'public' },
  quotePdf: { method: 'GET', path: '/api/quotes/link/:token/pdf', access: 'public' },
  quoteAccept: {
    method: 'POST',
    path: '/api/quotes/link/:token/accept',
    access: 'public',
    limit: 'lead',
    bodyLimit: 'leadJson',
  },
  quoteDecline: {
    method: 'POST',
    path: '/api/quotes/link/:token/decline',
    access: 'public',
    limit: 'lead',
    bodyLimit: 'leadJson',
  },
  quoteQuestion: {
    method: 'POST',
    path: '/api/quotes/link/:token/question',
    access: 'public',
    limit: 'lead',
    bodyLimit: 'leadJson',
  },
  quoteDeposit: {
    method: 'POST',
    path: '/api/quotes/link/:token/deposit',
    access: 'public',
    limit: 'lead',
    bodyLimit: 'leadJson',
  },

  // The job of an accepted quote, booked by its customer behind the quote's link.
  quoteBooking: { method: 'GET', path: '/api/quotes/link/:token/booking', access: 'public' },
  quoteBook: {
    method: 'POST',
    path: '/api/quotes/link/:token/booking',
    access: 'public',
    limit: 'lead',
    bodyLimit: 'leadJson',
  },
  // A sent residential estimate request's visit, booked by its visitor behind the signed token the accepted answer gave.
  estimateVisitBooking: { method: 'GET', path: '/api/leads/estimate-visit/:token', access: 'public' },
  estimateVisitBook: {
    method: 'POST',
    path: '/api/leads/estimate-visit/:token',
    access: 'public',
    limit: 'lead',
    bodyLimit: 'leadJson',
  },
  // A booked visit, changed or cancelled by its customer behind the visit's own signed link.
  visitRead: { method: 'GET', path: '/api/visits/link/:token', access: 'public' },
  visitReschedule: {
    method: 'POST',
    path: '/api/visits/link/:token/reschedule',
    access: 'public',
    limit: 'lead',
    bodyLimit: 'leadJson',
  },
  visitCancel: {
    method: 'POST',
    path: '/api/visits/link/:token/cancel',
    access: 'public',
    limit: 'lead',
    bodyLimit: 'leadJson',
  },
  // A done job's customer asks not to be reminded about a review (the request's link is a visit link).
  visitReviewOptOut: {
    method: 'POST',
    path: '/api/visits/link/:token/review-opt-out',
    access: 'public',
    limit: 'lead',
    bodyLimit: 'leadJson',
  },

  reviewRatings: { method: 'GET', path: '/api/reviews/ratings', access: 'public' },
  webhookTest: { method: 'POST', path: '/api/webhooks/:id/test', access: 'staff' },

  // Payload's own REST: staff sign-in and the documents the site reads.
  signIn: { method: 'POST', path: '/api/users/login', access: 'collection', limit: 'sign-in' },
  signOut: { method: 'POST', path: '/api/users/logout', access: 'collection' },
  currentUser: { method: 'GET', path: '/api/users/me', access: 'collection' },
  forgotPassword: { method: 'POST', path: '/api/users/forgot-password', access: 'collection', limit: 'password-reset' },
  resetPassword: { method: 'POST', path: '/api/users/reset-password', access: 'collection', limit: 'password-reset' },
  webhooks: { method: 'GET', path: '/api/webhooks', access: 'collection' },
  webhookCreate: { method: 'POST', path: '/api/webhooks', access: 'collection' },
  webhookUpdate: { method: 'PATCH', path: '/api/webhooks/:id', access: 'collection' },
  webhookDelete: { method: 'DELETE', path: '/api/webhooks/:id', access: 'collection' },
  webhookDeliveries: { method: 'GET', path: '/api/webhook-deliveries', access: 'collection' },
  articles: { method: 'GET', path: '/api/articles', access: 'collection' },
  beforeAfterPairs: { method: 'GET', path: '/api/before-after-pairs', access: 'collection' },
  caseStudies: { method: 'GET', path: '/api/case-studies', access: 'collection' },
  communityPrograms: { method: 'GET', path: '/api/community-programs', access: 'collection' },
  industries: { method: 'GET', path: '/api/industries', access: 'collection' },
  jobs: { method: 'GET', path: '/api/jobs', access: 'collection' },
  jobPhotos: { method: 'GET', path: '/api/job-photos', access: 'collection' },
  landingPages: { method: 'GET', path: '/api/landing-pages', access: 'collection' },
  locations: { method: 'GET', path: '/api/locations', access: 'collection' },
  media: { method: 'GET', path: '/api/media', access: 'collection' },
  pages: { method: 'GET', path: '/api/pages', access: 'collection' },
  plans: { method: 'GET', path: '/api/plans', access: 'collection' },
  reviews: { method: 'GET', path: '/api/reviews', access: 'collection' },
  services: { method: 'GET', path: '/api/services', access: 'collection' },
  trackingNumbers: { method: 'GET', path: '/api/tracking-numbers', access: 'collection' },
  companyInfo: { method: 'GET', path: '/api/globals/company-info', access: 'collection' },
  siteSettings: { method: 'GET', path: '/api/globals/site-settings', access: 'collection' },
} as const satisfies Record<string, ApiRoute>

export type ApiName = keyof typeof API_ROUTES
export type ApiPathOf<Name extends ApiName> = (typeof API_ROUTES)[Name]['path']

/**
 * Each form's lead kind's endpoint. Phone calls have no form (the voice webhook makes them), so a kind
 * may be missing here; the CMS's module says whether it takes a form.
 */
export const LEAD_ENDPOINTS = {
  estimate: 'leadEstimate',
  'unfinished-estimate': 'leadUnfinishedEstimate',
  'plan-signup': 'leadPlanSignup',
  'community-signup': 'leadCommunitySignup',
  review: 'leadReview',
  'career-application': 'leadCareerApplication',
} as const satisfies Partial<Record<LeadKind, ApiName>>
