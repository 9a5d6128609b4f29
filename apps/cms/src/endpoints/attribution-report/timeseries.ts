import { attributionTimeseries } from '../../attribution/timeseries-report'
import { withSourceRules } from '../../attribution/report-filters'
import { databasePool } from '../../utilities/database'
import { contractEndpoint } from '../contract-endpoint'

/** GET /api/attribution-report/timeseries: sessions and leads per UTC day (attributionTimeseries). */
export const attributionTimeseriesEndpoint = contractEndpoint('reportTimeseries', async ({ req, query }) =>
  attributionTimeseries(databasePool(req.payload), await withSourceRules(databasePool(req.payload), query)),
)
