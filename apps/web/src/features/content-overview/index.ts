export { useContentOverview, useDeskOverview, useDeskSpeed } from './api/content-overview'
export { ContentTable, LeadsTable } from './components/content-overview-tables'
export { SpeedTables } from './components/speed-tables'
