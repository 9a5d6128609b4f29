export { useContentOverview, useDeskOverview, type ContentOverview, type DeskOverview } from './api/content-overview'
export { ContentTable, LeadsTable } from './components/content-overview-tables'
