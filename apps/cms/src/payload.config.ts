import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { COMPANY_TIME_ZONE } from '@ecs/shared/hours'
import { CMS_POOL_SIZE, DATABASE_CONNECT_TIMEOUT_MS } from '@ecs/shared/shared-state'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type Plugin } from 'payload'
import sharp from 'sharp'
import { Articles } from './collections/articles'
import { BeforeAfterPairs } from './collections/before-after-pairs'
import { CaseStudies } from './collections/case-studies'
import { JobPhotos } from './collections/job-photos'
import { Attribution } from './collections/attribution'
import { CareerApplications } from './collections/career-applications'
import { CommunityPrograms } from './collections/community-programs'
import { CommunitySignups } from './collections/community-signups'
import { Customers } from './collections/customers'
import { CustomerKeys } from './collections/customer-keys'
import { DeskLeads } from './collections/desk-leads'
import { TextMessages } from './collections/text-messages'
import { AdsConversionUploads } from './collections/ads-conversion-uploads'
import { AdSpend } from './collections/ad-spend'
import { SourceRules } from './collections/source-rules'
import { TextOptOuts } from './collections/text-opt-outs'
import { EstimateRequests } from './collections/estimate-requests'
import { Industries } from './collections/industries'
import { LandingPages } from './collections/landing-pages'
import { JobPostings } from './collections/job-postings'
import { LeadEvents } from './collections/lead-events'
import { Locations } from './collections/locations'
import { Media } from './collections/media'
import { Pages } from './collections/pages'
import { Payments } from './collections/payments'
import { Quotes } from './collections/quotes'
import { Visits } from './collections/visits'
import { Plans } from './collections/plans'
import { PhoneCallLeads } from './collections/phone-call-leads'
import { UnfinishedEstimates } from './collections/unfinished-estimates'
import { PhoneCalls } from './collections/phone-calls'
import { PlanSignups } from './collections/plan-signups'
import { Resumes } from './collections/resumes'
import { LeadPhotos } from './collections/lead-photos'
import { Reviews } from './collections/reviews'
import { Services } from './collections/services'
import { TrackingNumberHolds } from './collections/tracking-number-holds'
import { TrackingNumbers } from './collections/tracking-numbers'
import { Users } from './collections/users'
import { WebhookDeliveries } from './collections/webhook-deliveries'
import { Webhooks } from './collections/webhooks'
import { payloadLogger } from './utilities/payload-logger'
import { attributionReportEndpoints } from './endpoints/attribution-report'
import { callEndpoints } from './endpoints/calls'
import { contentOverviewEndpoint } from './endpoints/content-report/overview'
import { deskEndpoints } from './endpoints/desk'
import { leadWordsEndpoints } from './endpoints/lead-words'
import {
  leadEndpoints,
  estimatePhotosEndpoint,
  estimateVisitBookEndpoint,
  estimateVisitBookingEndpoint,
} from './endpoints/leads'
import { textEndpoints } from './endpoints/texts'
import { env } from './env'
import { CompanyInfo } from './globals/company-info'
import { GoogleAds } from './globals/google-ads'
import { LeadEmails } from './globals/lead-emails'
import { LeadTexts } from './globals/lead-texts'
import { SiteSettings } from './globals/site-settings'
import { answerBadQueriesWithBadRequest } from './hooks/answer-bad-queries-with-bad-request'
import { answerUnreadableInputWithBadRequest } from './hooks/answer-unreadable-input-with-bad-request'
import { answerBusyDatabaseWithTryAgain } from './hooks/answer-busy-database-with-try-again'
import { refuseUnfitQueries } from './hooks/refuse-unfit-queries'
import { jobsConfig } from './tasks'
import { ADMIN_FAVICON } from './admin/brand'
import { livePreview, previewLinks } from './admin/live-preview'
import { OFFICE_TIME_ZONE_OPTIONS } from './admin/time-zones'
import { announceContentChanges } from './plugins/announce-content-changes'
import { objectStorage } from './plugins/object-storage'
import { versionAuthors } from './plugins/version-authors'
import { redirects } from './plugins/redirects'
import { seo } from './plugins/seo'
import { spanishProgress } from './plugins/spanish-progress'
import { migrations } from './migrations'
import { DEFAULT_LANGUAGE, LANGUAGE_LABELS, LANGUAGES } from '@ecs/shared/schemas'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Every collection, those of plugins included, refuses queries that do not fit before they reach the database. */
const withQueryChecks: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), refuseUnfitQueries] },
  })),
})

export default buildConfig({
  serverURL: env.CMS_URL,
  secret: env.PAYLOAD_SECRET,
  logger: payloadLogger,
  admin: {
    user: Users.slug,
    // The default loads Gravatar images, which fail offline and leak staff emails to a third party.
    avatar: 'default',
    meta: { titleSuffix: ' · Clearview CMS', icons: [{ rel: 'icon', type: 'image/svg+xml', url: ADMIN_FAVICON }] },
    // The company's mark and name instead of Payload's, and the moderation queue one click away.
    components: {
      graphics: { Logo: '/admin/brand#Logo', Icon: '/admin/brand#Icon' },
      beforeNavLinks: ['/admin/reviews-waiting#ReviewsWaiting'],
    },
    livePreview,
    // Scheduled publishing and dates with a zone offer the offices' zones, the company's first chosen.
    timezones: { supportedTimezones: OFFICE_TIME_ZONE_OPTIONS, defaultTimezone: COMPANY_TIME_ZONE },
    importMap: { baseDir: dirname },
  },
  collections: [
    Locations,
    Services,
    Plans,
    CommunityPrograms,
    Industries,
    Articles,
    Pages,
    LandingPages,
    Reviews,
    // Proof of our work, shown on service, location and landing pages.
    BeforeAfterPairs,
    JobPhotos,
    CaseStudies,
    JobPostings,
    Media,
    Attribution,
    Users,
    // Leads (public creates go through leadEndpoints) and the automation integration.
    EstimateRequests,
    UnfinishedEstimates,
    PlanSignups,
    CommunitySignups,
    CareerApplications,
    Resumes,
    LeadPhotos,
    PhoneCallLeads,
    // Calls: the numbers marketing tracks, which visit holds a pool number, every call to them.
    TrackingNumbers,
    TrackingNumberHolds,
    PhoneCalls,
    // The lead desk: one work item per lead of every kind, and each lead's timeline.
    DeskLeads,
    LeadEvents,
    // Customers: one per person or business, holding their leads; the keys that match a lead to one.
    Customers,
    CustomerKeys,
    // Texts: each one's delivery, and the numbers that said STOP.
    TextMessages,
    TextOptOuts,
    // Google Ads: each conversion upload's outcome. The reports: ad spend per campaign and day, junk sources.
    AdsConversionUploads,
    AdSpend,
    SourceRules,
    // The payments ledger: append-only, written by the payment endpoints only.
    Payments,
    // Quotes to sales leads' customers, one row per version.
    Quotes,
    // Estimate visits and jobs on the locations' calendars.
    Visits,
    Webhooks,
    WebhookDeliveries,
  ],
  globals: [CompanyInfo, SiteSettings, GoogleAds, LeadEmails, LeadTexts],
  // The words visitors read are kept per language (fields/localized.ts); a word not yet in Spanish is
  // read in English. Publishing is per document, every language at once: docs/decisions/022-spanish.md.
  localization: {
    locales: LANGUAGES.map((code) => ({ code, label: LANGUAGE_LABELS[code] })),
    defaultLocale: DEFAULT_LANGUAGE,
    fallback: true,
  },
  hooks: {
    afterError: [answerBadQueriesWithBadRequest, answerUnreadableInputWithBadRequest, answerBusyDatabaseWithTryAgain],
  },
  // Staff-only reports (attribution dashboards, /cms content overview) and the lead desk, each checking
  // the role itself; the public lead forms; the calls' numbers, taps and Twilio's voice webhooks; Twilio's text webhooks. The payments ledger's endpoints are on its collection.
  endpoints: [
    ...attributionReportEndpoints,
    contentOverviewEndpoint,
    ...deskEndpoints,
    ...leadWordsEndpoints,
    ...leadEndpoints,
    estimatePhotosEndpoint,
    estimateVisitBookingEndpoint,
    estimateVisitBookEndpoint,
    ...callEndpoints,
    ...textEndpoints,
  ],
  jobs: jobsConfig,
  // Last, so the collections plugins add get the query checks too, and the redirects their notices.
  plugins: [
    redirects,
    seo,
    spanishProgress,
    versionAuthors,
    previewLinks,
    objectStorage,
    withQueryChecks,
    // What the site renders from: a change to any of these re-reads the site's reads that can contain it.
    announceContentChanges({
      collections: [
        Locations.slug,
        Services.slug,
        Plans.slug,
        CommunityPrograms.slug,
        Industries.slug,
        Articles.slug,
        Pages.slug,
        LandingPages.slug,
        Reviews.slug,
        BeforeAfterPairs.slug,
        JobPhotos.slug,
        CaseStudies.slug,
        JobPostings.slug,
        Media.slug,
        TrackingNumbers.slug,
        'redirects',
      ],
      globals: [CompanyInfo.slug, SiteSettings.slug],
    }),
  ],
  editor: lexicalEditor(),
  db: postgresAdapter({
    // A paused or unreachable Postgres fails a request that needs a new connection (or waits for a busy
    // pool) within seconds, not after the OS gives up on the socket; the lead write's own budget is in
    // submit-lead.ts.
    pool: {
      connectionString: env.DATABASE_URI,
      max: CMS_POOL_SIZE,
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    },
    readReplicas: env.DATABASE_READ_REPLICA_URIS.length ? env.DATABASE_READ_REPLICA_URIS : undefined,
    // Schema changes go through committed migrations everywhere, never dev-mode push.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  cors: [env.SITE_URL],
  csrf: [env.SITE_URL, env.CMS_URL],
  sharp,
  telemetry: false,
  graphQL: { disable: true },
  typescript: {
    // Written into the shared package so the site reads the same types; the module declaration that
    // types Payload's own API lives in payload-generated.d.ts, since the site has no Payload.
    outputFile: path.resolve(dirname, '../../../packages/shared/src/cms/payload-types.ts'),
    declare: false,
    // Generated on purpose (`pnpm --filter @ecs/cms generate:types`) after a schema change, never by a
    // start: every non-production start rewrote this tracked file in the background, the test
    // stacks' seeds and the CMS tests included, and a start on object storage wrote it differently.
    autoGenerate: false,
  },
})
