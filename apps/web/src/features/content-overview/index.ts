export { useContentOverview, type ContentOverview } from './api/content-overview'
export { ContentTable, LeadsTable } from './components/content-overview-tables'
