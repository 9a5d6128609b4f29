import type { Endpoint } from 'payload'
import { MAX_ATTRIBUTION_BODY_BYTES, storeAttribution } from '../../attribution/store-attribution'
import { databasePool } from '../../utilities/database'
import { answeringProblems, json } from '../../utilities/json-response'
import { fetchBodySource, readJsonBody } from '../../utilities/read-body'

/**
 * The collection's POST / endpoint: what the CMS answers when the request reaches Payload (`next
 * dev`, the in-process REST of the tests). The production server answers this path before Next
 * (src/server/serve-attribution-post.ts), because Next's request handling cost more than the insert.
 */
export const saveAttributionEndpoint: Endpoint = {
  path: '/',
  method: 'post',
  handler: answeringProblems(async (req) => {
    const body = await readJsonBody(fetchBodySource(req), MAX_ATTRIBUTION_BODY_BYTES)
    const stored = await storeAttribution(databasePool(req.payload), body)
    return json(stored.body, stored.status)
  }),
}
