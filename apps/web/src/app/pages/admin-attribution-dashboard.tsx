import { useState } from 'react'
import {
  FIRST_BREAKDOWN_PAGES,
  LandingPageBreakdown,
  reportExportPath,
  ReportFiltersForm,
  SessionDetailPanel,
  SessionsTable,
  SummaryTotals,
  useLandingPages,
  useReportFilters,
  useSessionDetail,
  useSessions,
  useSummary,
} from '../../features/attribution-report'
import type { PageModule } from '../../lib/page-module'
import { ReportState, StaffLayout } from '../staff/staff-layout'

/**
 * /admin/attribution-dashboard: the totals, the campaign landing pages' sessions, leads and conversion,
 * every session matching the filters, paginated on the server, a
 * session's full record with its leads, and the same selection as CSV.
 */
function AttributionDashboardPage() {
  const [filters, setFilters] = useReportFilters()
  const [selected, setSelected] = useState<string | null>(null)
  const summary = useSummary(filters)
  const landingPages = useLandingPages(filters)
  const sessions = useSessions(filters)
  const detail = useSessionDetail(selected)
  const { page: _page, pageSize: _pageSize, ...exportFilters } = filters
  return (
    <StaffLayout title="Attribution" current="/admin/attribution-dashboard">
      <ReportFiltersForm
        key={JSON.stringify(exportFilters)}
        filters={filters}
        onChange={(change) => setFilters({ ...change, page: undefined, ...FIRST_BREAKDOWN_PAGES })}
        fields={['source', 'medium', 'campaign', 'hasClickId', 'converted']}
      />
      <div className="flex justify-end">
        <a
          href={reportExportPath(filters)}
          download
          className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Export CSV
        </a>
      </div>
      <ReportState isPending={summary.isPending} error={summary.error}>
        {summary.data && <SummaryTotals summary={summary.data} />}
      </ReportState>
      <ReportState isPending={landingPages.isPending} error={landingPages.error}>
        {landingPages.data && (
          <LandingPageBreakdown
            report={landingPages.data}
            orders={{ query: filters, onChange: (change) => setFilters(change) }}
          />
        )}
      </ReportState>
      {selected && (
        <ReportState isPending={detail.isPending} error={detail.error}>
          {detail.data && <SessionDetailPanel detail={detail.data} onClose={() => setSelected(null)} />}
        </ReportState>
      )}
      <ReportState isPending={sessions.isPending} error={sessions.error}>
        {sessions.data && (
          <SessionsTable
            data={sessions.data}
            selected={selected}
            onOpen={setSelected}
            onPage={(page) => setFilters({ page })}
          />
        )}
      </ReportState>
    </StaffLayout>
  )
}

export default AttributionDashboardPage satisfies PageModule['default']
