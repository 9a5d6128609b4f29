import { landingPageReport } from '../../attribution/landing-page-report'
import { withSourceRules } from '../../attribution/report-filters'
import { databasePool } from '../../utilities/database'
import { contractEndpoint } from '../contract-endpoint'

/** GET /api/attribution-report/landing-pages: sessions, leads and conversion by campaign landing page (landingPageReport). */
export const attributionLandingPagesEndpoint = contractEndpoint('reportLandingPages', async ({ req, query }) =>
  landingPageReport(databasePool(req.payload), await withSourceRules(databasePool(req.payload), query)),
)
