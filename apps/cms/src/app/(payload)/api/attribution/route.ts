import config from '@payload-config'
import { REST_GET, REST_OPTIONS } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { saveAttribution } from '../../../../endpoints/attribution/save-attribution'

/**
 * POST /api/attribution straight to the lean handler: the public, hot path of every first visit skips
 * Payload's request set-up (auth strategies, i18n, locales), which cost more than the insert itself.
 * Validation and the upsert are the collection endpoint's own (saveAttribution). Everything else on
 * this path (the staff-only list) goes through Payload's REST handler as before.
 */
export async function POST(request: Request): Promise<Response> {
  const payload = await getPayload({ config })
  return saveAttribution(payload, request)
}

// This route is not the catch-all, so Payload's handler is told the path it would have received.
const collectionPath = { params: Promise.resolve({ slug: ['attribution'] }) }
const restGet = REST_GET(config)
const restOptions = REST_OPTIONS(config)
export const GET = (request: Request) => restGet(request, collectionPath)
export const OPTIONS = (request: Request) => restOptions(request, collectionPath)
