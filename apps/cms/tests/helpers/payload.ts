import { getPayload, type Payload } from 'payload'

/** The real Payload, on the run's throwaway database (DATABASE_URI is set by the global setup). */
export async function getTestPayload(): Promise<Payload> {
  const { default: config } = await import('../../src/payload.config')
  return getPayload({ config })
}
