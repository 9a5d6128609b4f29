import { randomUUID } from 'node:crypto'

/** A browser's attribution record as POST /api/attribution takes it, a new session unless overridden. */
export function attributionRecord(overrides: Record<string, unknown> = {}) {
  return {
    sessionId: randomUUID(),
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'spring-wash',
    utmContent: null,
    utmTerm: null,
    gclid: 'abc123',
    gbraid: null,
    wbraid: null,
    gadSource: '1',
    referrer: 'https://www.google.com/',
    landingPage: 'https://clearview.example/dmv?utm_source=google',
    ...overrides,
  }
}

/** The overrides that make attributionRecord a visit with no campaign: no tags and no ad click. */
export const NO_CAMPAIGN = { utmSource: null, utmMedium: null, utmCampaign: null, gclid: null, gadSource: null }

/** Bad records, as [case, overrides, the field the 400 must name]. */
export const BAD_ATTRIBUTION_RECORDS: [string, Record<string, unknown>, string][] = [
  ['a wrong type', { utmSource: 42 }, 'utmSource'],
  ['an oversized value', { utmCampaign: 'x'.repeat(501) }, 'utmCampaign'],
  ['an unknown field', { isAdmin: true }, 'isAdmin'],
  ['a session id that is not a UUID', { sessionId: 'not-a-uuid' }, 'sessionId'],
  ['operator injection in the session id', { sessionId: { $ne: 1 } }, 'sessionId'],
  ['operator injection in a campaign field', { utmSource: { $gt: '' } }, 'utmSource'],
]
