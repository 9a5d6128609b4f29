import type { Endpoint } from 'payload'
import { attributionExportEndpoint } from './export-csv'
import { attributionLandingPagesEndpoint } from './landing-pages'
import { attributionSessionEndpoint, attributionSessionsEndpoint } from './sessions'
import { attributionSummaryEndpoint } from './summary'
import { attributionTimeseriesEndpoint } from './timeseries'

/** The staff-only attribution reports behind /cms and /admin/attribution-dashboard. */
export const attributionReportEndpoints: Endpoint[] = [
  attributionSummaryEndpoint,
  attributionLandingPagesEndpoint,
  attributionTimeseriesEndpoint,
  attributionSessionsEndpoint,
  attributionSessionEndpoint,
  attributionExportEndpoint,
]
