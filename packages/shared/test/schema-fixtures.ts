/** Valid form bodies and a helper to change one field, for the schema accept/reject tables. */

const SESSION_ID = '3f1c1f8e-2f7a-4c55-9a8e-1b2c3d4e5f60'
const IDEMPOTENCY_KEY = '9b2e7c4a-1d3f-4e5a-8b6c-7d8e9f0a1b2c'

const meta = {
  attributionSessionId: SESSION_ID,
  sourcePage: '/dmv/contact',
  idempotencyKey: IDEMPOTENCY_KEY,
  startedAt: 1_700_000_000_000,
}

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(202) 555-0123',
  preferredContactMethod: 'email',
  preferredTime: 'morning',
}

const address = { street: '1600 Example Ave NW', city: 'Washington', state: 'DC', zip: '20001' }

export const VALID_ESTIMATE = {
  serviceType: 'residential',
  services: ['residential-window-cleaning', 'residential-soft-wash'],
  location: 'dmv',
  property: { size: 'medium', stories: 2, surfaces: ['windows', 'siding'] },
  address,
  contact,
  message: 'The second-floor windows are hard to reach.',
  ...meta,
}

export const VALID_COMMERCIAL_ESTIMATE = {
  ...VALID_ESTIMATE,
  serviceType: 'commercial',
  services: ['graffiti-removal', 'commercial-pressure-washing'],
  location: 'houston',
  property: {
    surfaces: ['storefront'],
    businessType: 'Retail Stores',
    buildingType: 'retail',
    floors: 2,
    squareFeet: 40000,
    frontageFeet: 120,
  },
  business: { company: 'Bayou Outlets LLC', jobTitle: 'Facilities manager', sites: 3 },
}

export const VALID_PLAN_SIGNUP = {
  planId: 'plus',
  homeSize: 'small',
  location: 'seattle',
  contact,
  address,
  acceptTerms: true,
  ...meta,
}

export const VALID_CAREER_APPLICATION = {
  contact,
  role: 'window-cleaning-technician',
  location: 'tri-cities',
  experienceYears: 3,
  availability: 'full-time',
  message: 'I have worked on lifts and ladders.',
  ...meta,
}

export const VALID_REVIEW = {
  rating: 5,
  text: 'They cleaned every window and left the garden spotless.',
  name: 'Grace H.',
  location: 'dmv',
  service: 'residential-window-cleaning',
  ...meta,
}

export const VALID_ATTRIBUTION = {
  sessionId: SESSION_ID,
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: null,
  utmContent: null,
  utmTerm: null,
  gclid: 'abc',
  gbraid: null,
  wbraid: null,
  gadSource: '1',
  referrer: 'https://www.google.com/',
  landingPage: 'https://example.com/dmv?utm_source=google',
}

/** A deep copy with the value at a dotted path replaced, or removed when `value` is `REMOVE`. */
export const REMOVE = Symbol('remove')
export function changed(base: object, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(base) as Record<string, unknown>
  const keys = path.split('.')
  const last = keys.pop() as string
  let target: Record<string, unknown> = copy
  for (const key of keys) target = target[key] as Record<string, unknown>
  if (value === REMOVE) delete target[last]
  else target[last] = value
  return copy
}
