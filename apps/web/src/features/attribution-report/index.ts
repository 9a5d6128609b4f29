export {
  FIRST_BREAKDOWN_PAGES,
  reportExportPath,
  useLandingPages,
  useSessionDetail,
  useSessions,
  useSummary,
  useTimeseries,
} from './api/report-queries'
export { useReportFilters } from './api/use-report-filters'
export { ReportFiltersForm } from './components/report-filters-form'
export { SessionDetailPanel } from './components/session-detail'
export { SessionsTable } from './components/sessions-table'
export { LandingPageBreakdown, SummaryBreakdowns, SummaryTotals } from './components/summary-tables'
