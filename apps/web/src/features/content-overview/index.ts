export { useContentOverview, useDeskOverview, useDeskSpeed, useReviewStats } from './api/content-overview'
export { ContentTable, LeadsTable } from './components/content-overview-tables'
export { SpeedTables } from './components/speed-tables'
export { ReviewRequestsTable } from './components/review-requests-table'
