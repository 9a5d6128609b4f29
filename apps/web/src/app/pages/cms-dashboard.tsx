import { defaultReportRange } from '@ecs/shared/attribution'
import { isStaff } from '@ecs/shared/roles'
import {
  FIRST_BREAKDOWN_PAGES,
  ReportFiltersForm,
  SummaryBreakdowns,
  SummaryTotals,
  useReportFilters,
  useSummary,
  useTimeseries,
} from '../../features/attribution-report'
import { SessionsChart } from '../../features/attribution-report/components/sessions-chart'
import { useCurrentUser } from '../../features/auth'
import {
  ContentTable,
  LeadsTable,
  ReviewRequestsTable,
  SpeedTables,
  useContentOverview,
  useDeskOverview,
  useDeskSpeed,
  useReviewStats,
} from '../../features/content-overview'
import type { PageModule } from '../../lib/page-module'
import { ReportState, StaffLayout, useCmsAdminUrl } from '../staff/staff-layout'

/**
 * /cms: the content dashboard (counts, drafts and last edits per content type with links into the CMS
 * admin, leads waiting), the review requests per location and month, then over one chosen range how
 * fast leads were answered and the attribution overview. Marketing sees the content and the campaign
 * figures; the leads waiting, the review requests and the answering speed are the office's. recharts is imported here only, so it loads with this page's chunk.
 */
function CmsDashboardPage() {
  const adminUrl = useCmsAdminUrl()
  const overview = useContentOverview()
  const { data: user } = useCurrentUser()
  const office = isStaff(user)
  const desk = useDeskOverview({ enabled: office })
  const [filters, setFilters] = useReportFilters()
  const summary = useSummary(filters, { breakdownPages: true })
  const series = useTimeseries(filters)
  const speed = useDeskSpeed({ from: filters.from, to: filters.to }, { enabled: office })
  const reviews = useReviewStats({ enabled: office })
  const range = defaultReportRange()
  return (
    <StaffLayout title="Dashboard" current="/cms">
      <section aria-labelledby="content-heading" className="space-y-4">
        <h2 id="content-heading" className="text-xl font-semibold">
          Content and leads
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <ReportState isPending={overview.isPending} error={overview.error}>
            {overview.data && <ContentTable overview={overview.data} adminUrl={adminUrl} />}
          </ReportState>
          {office && (
            <ReportState isPending={desk.isPending} error={desk.error}>
              {desk.data && <LeadsTable overview={desk.data} />}
            </ReportState>
          )}
        </div>
      </section>
      {office && (
        <section aria-labelledby="reviews-heading" className="space-y-4">
          <h2 id="reviews-heading" className="text-xl font-semibold">
            Review requests
          </h2>
          <p className="text-sm text-slate-700">
            Every done job&rsquo;s customer is asked once for a review, with one reminder; reviews received are those
            customers sent through our form, each month in the location&rsquo;s time.
          </p>
          <ReportState isPending={reviews.isPending} error={reviews.error}>
            {reviews.data && <ReviewRequestsTable rows={reviews.data} />}
          </ReportState>
        </section>
      )}
      <ReportFiltersForm
        key={`${filters.from}-${filters.to}`}
        filters={filters}
        onChange={(change) =>
          setFilters({ from: change.from ?? range.from, to: change.to ?? range.to, ...FIRST_BREAKDOWN_PAGES })
        }
      />
      {office && (
        <section aria-labelledby="speed-heading" className="space-y-4">
          <h2 id="speed-heading" className="text-xl font-semibold">
            How fast we answer
          </h2>
          <p className="text-sm text-slate-700">
            Leads that arrived in the range, from arrival to their first call, text or email, counted in each
            location&rsquo;s working hours.
          </p>
          <ReportState isPending={speed.isPending} error={speed.error}>
            {speed.data && <SpeedTables report={speed.data} />}
          </ReportState>
        </section>
      )}
      <section aria-labelledby="attribution-heading" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="attribution-heading" className="text-xl font-semibold">
            Campaign attribution
          </h2>
          {office && (
            <a
              href={`/admin/attribution-dashboard?from=${filters.from}&to=${filters.to}`}
              className="text-sm text-brand-800 underline"
            >
              Sessions in detail
            </a>
          )}
        </div>
        <ReportState isPending={summary.isPending} error={summary.error}>
          {summary.data && (
            <>
              <SummaryTotals summary={summary.data} />
              {series.data && <SessionsChart series={series.data} />}
              <SummaryBreakdowns
                summary={summary.data}
                orders={{ query: filters, onChange: (change) => setFilters(change) }}
              />
            </>
          )}
        </ReportState>
      </section>
    </StaffLayout>
  )
}

export default CmsDashboardPage satisfies PageModule['default']
