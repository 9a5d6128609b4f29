export {
  reportPath,
  useSessionDetail,
  useSessions,
  useSummary,
  useTimeseries,
  type ReportFilters,
} from './api/report-queries'
export { defaultRange, useReportFilters } from './api/use-report-filters'
export { ReportFiltersForm } from './components/report-filters-form'
export { SessionDetailPanel } from './components/session-detail'
export { SessionsTable } from './components/sessions-table'
export { SummaryBreakdowns, SummaryTotals } from './components/summary-tables'
