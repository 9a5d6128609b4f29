import type { Endpoint } from 'payload'
import { landingPageReport } from '../../attribution/landing-page-report'
import { json } from '../../utilities/json-response'
import { reportHandler } from './report-handler'

/** GET /api/attribution-report/landing-pages: sessions, leads and conversion by campaign landing page (landingPageReport). */
export const attributionLandingPagesEndpoint: Endpoint = {
  path: '/attribution-report/landing-pages',
  method: 'get',
  handler: reportHandler(async ({ query, pool }) => json(await landingPageReport(pool, query))),
}
