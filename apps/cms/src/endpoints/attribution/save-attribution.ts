import type { Endpoint } from 'payload'
import { MAX_ATTRIBUTION_BODY_BYTES, storeAttribution } from '../../attribution/store-attribution'
import { databasePool } from '../../utilities/database'
import { json } from '../../utilities/json-response'
import { bodyChunks, readJsonBody } from '../../utilities/read-body'

/**
 * The collection's POST / endpoint: what the CMS answers when the request reaches Payload (`next
 * dev`, the in-process REST of the tests). The production server answers this path before Next
 * (src/server/serve-attribution-post.ts), because Next's request handling cost more than the insert.
 */
export const saveAttributionEndpoint: Endpoint = {
  path: '/',
  method: 'post',
  handler: async (req) => {
    const body = await readJsonBody(
      {
        contentType: req.headers.get('content-type'),
        contentLength: req.headers.get('content-length'),
        chunks: bodyChunks(req.body),
      },
      MAX_ATTRIBUTION_BODY_BYTES,
    )
    const answer = await storeAttribution(databasePool(req.payload), body)
    return json(answer.body, answer.status)
  },
}
