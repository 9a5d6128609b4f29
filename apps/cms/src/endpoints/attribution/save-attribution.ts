import { MAX_ATTRIBUTION_BODY_BYTES, storeAttribution } from '../../attribution/store-attribution'
import { databasePool } from '../../utilities/database'
import { fetchBodySource, readJsonBody } from '../../utilities/read-body'
import { answered, contractEndpoint } from '../contract-endpoint'

/**
 * The collection's POST / endpoint: what the CMS answers when the request reaches Payload (`next
 * dev`, the in-process REST of the tests). The production server answers this path before Next
 * (src/server/serve-attribution-post.ts), because Next's request handling cost more than the insert.
 * storeAttribution checks the record itself, as the fast path does.
 */
export const saveAttributionEndpoint = contractEndpoint(
  'attributionSave',
  async ({ req }) => {
    const body = await readJsonBody(fetchBodySource(req), MAX_ATTRIBUTION_BODY_BYTES)
    const stored = await storeAttribution(databasePool(req.payload), body)
    return answered(stored.body, stored.status)
  },
  { collection: 'attribution', ownBody: true },
)
