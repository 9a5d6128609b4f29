import type { Endpoint } from 'payload'
import { attributionTimeseries } from '../../attribution/timeseries-report'
import { json } from '../../utilities/json-response'
import { reportHandler } from './report-handler'

/** GET /api/attribution-report/timeseries: sessions and leads per UTC day (attributionTimeseries). */
export const attributionTimeseriesEndpoint: Endpoint = {
  path: '/attribution-report/timeseries',
  method: 'get',
  handler: reportHandler(async ({ query, pool }) => json(await attributionTimeseries(pool, query))),
}
