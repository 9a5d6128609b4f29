import { IngestionServiceClient, type protos } from '@google-ads/datamanager'
import { JWT } from 'google-auth-library'
import { env } from '../../env'

export type IngestEventsRequest = protos.google.ads.datamanager.v1.IIngestEventsRequest

/** Google's OAuth scope for the Data Manager API. */
const SCOPE = 'https://www.googleapis.com/auth/datamanager'

/**
 * The Data Manager API's ingestion client, or null when the CMS has no service account key (conversions
 * then go to Google Ads through the desk's download only). The REST transport (`fallback`) speaks
 * HTTP/1.1 JSON, the API's documented wire format, which the tests' stand-in answers; the service
 * account signs its own bearer token (a self-signed JWT carrying the scope), so no token exchange is
 * made. GOOGLE_DATA_MANAGER_API_URL points the client at another address (the stand-in).
 */
function createClient(): IngestionServiceClient | null {
  const key = env.GOOGLE_DATA_MANAGER_KEY
  if (!key) return null
  const authClient = new JWT({
    email: key.client_email,
    key: key.private_key,
    keyId: key.private_key_id,
    scopes: [SCOPE],
  })
  authClient.useJWTAccessWithScope = true
  const endpoint = env.GOOGLE_DATA_MANAGER_API_URL ? new URL(env.GOOGLE_DATA_MANAGER_API_URL) : undefined
  return new IngestionServiceClient({
    fallback: true,
    authClient,
    ...(endpoint && {
      apiEndpoint: endpoint.hostname,
      port: Number(endpoint.port) || (endpoint.protocol === 'https:' ? 443 : 80),
      // The REST transport's scheme (https unless told): a local stand-in speaks plain HTTP.
      protocol: endpoint.protocol.replace(':', ''),
    }),
  })
}

export const dataManager = createClient()

/** How long one upload may take before the job counts it failed and tries again later. */
const CALL_TIMEOUT_MS = 30_000

/** Sends one ingest request; answers Google's request id. Throws Google's error (a GoogleError) otherwise. */
export async function ingestEvents(client: IngestionServiceClient, request: IngestEventsRequest): Promise<string> {
  const [response] = await client.ingestEvents(request, { timeout: CALL_TIMEOUT_MS })
  return response.requestId ?? ''
}
