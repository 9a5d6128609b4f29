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

export const GET = REST_GET(config)
export const OPTIONS = REST_OPTIONS(config)
