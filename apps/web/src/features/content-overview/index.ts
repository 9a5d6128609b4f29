export { useContentOverview, useDeskOverview } from './api/content-overview'
export { ContentTable, LeadsTable } from './components/content-overview-tables'
