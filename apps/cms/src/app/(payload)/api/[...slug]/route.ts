import config from '@payload-config'
import '@payloadcms/next/css'
import { problem, problemResponse } from '@ecs/shared/http'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

type RestHandler = ReturnType<typeof REST_GET>

/**
 * Payload answers any request to a collection without REST endpoints (payload-migrations) with 501
 * Not Implemented: a server error for a path that simply is not there. Answered as the 404 it is.
 */
function noServerErrorForMissingRoutes(handler: RestHandler): RestHandler {
  return async (request, context) => {
    const response = await handler(request, context)
    return response.status === 501 ? problemResponse(problem(404, 'There is nothing at this address.')) : response
  }
}

export const GET = noServerErrorForMissingRoutes(REST_GET(config))
export const POST = noServerErrorForMissingRoutes(REST_POST(config))
export const DELETE = noServerErrorForMissingRoutes(REST_DELETE(config))
export const PATCH = noServerErrorForMissingRoutes(REST_PATCH(config))
export const PUT = noServerErrorForMissingRoutes(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
