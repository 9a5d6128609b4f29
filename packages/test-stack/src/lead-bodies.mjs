import { randomUUID } from 'node:crypto'

// Valid request bodies for the public lead endpoints, one place for the CMS tests, the site's tests
// and the benches. Each call is a new lead (its own idempotency key and attribution session).

/** Filled in at a person's pace (a faster send is stored with a note on its timeline). */
const aMinuteAgo = () => Date.now() - 60_000

/** @param {string} sourcePage */
function meta(sourcePage) {
  return {
    attributionSessionId: randomUUID(),
    sourcePage,
    idempotencyKey: randomUUID(),
    company_website: '',
    startedAt: aMinuteAgo(),
  }
}

export const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.lovelace@example.com',
  phone: '(202) 555-0123',
  preferredContactMethod: 'email',
  preferredTime: 'morning',
}
export const address = { street: '1 Main Street', city: 'Arlington', state: 'VA', zip: '22201' }

/** @param {Record<string, unknown>} [overrides] */
export function estimateBody(overrides = {}) {
  return {
    serviceType: 'residential',
    services: ['residential-window-cleaning'],
    location: 'dmv',
    property: { size: 'medium', stories: 2, surfaces: ['windows', 'siding'] },
    address,
    contact,
    message: 'Back windows are the worst.',
    ...meta('/dmv/contact'),
    ...overrides,
  }
}

/**
 * The estimate wizard's beacon as it leaves: what a visitor gave before leaving unsent (a name and a
 * phone, the wizard's blanks as ''), under the key the full request of the same fill would carry.
 * @param {Record<string, unknown>} [overrides]
 */
export function unfinishedEstimateBody(overrides = {}) {
  return {
    serviceType: 'residential',
    services: ['residential-window-cleaning'],
    location: 'dmv',
    address: { street: '', city: '', zip: '22201' },
    contact: { firstName: 'Ada', lastName: '', email: '', phone: '(202) 555-0123' },
    message: '',
    ...meta('/dmv/contact'),
    ...overrides,
  }
}

/** @param {Record<string, unknown>} [overrides] */
export function planSignupBody(overrides = {}) {
  return {
    planId: 'plus',
    homeSize: 'large',
    location: 'dmv',
    contact,
    address,
    acceptTerms: true,
    ...meta('/dmv/seasonal-plans-signup'),
    ...overrides,
  }
}

/** @param {Record<string, unknown>} [overrides] */
export function reviewBody(overrides = {}) {
  return {
    rating: 5,
    text: 'Spotless windows and a friendly crew, on time.',
    name: 'Ada L.',
    location: 'dmv',
    ...meta('/services/review'),
    ...overrides,
  }
}

/**
 * The JSON part of a career application (the multipart form's `application` field).
 * @param {Record<string, unknown>} [overrides]
 */
export function careerApplicationBody(overrides = {}) {
  return {
    contact,
    role: 'window-cleaning-technician',
    location: 'dmv',
    experienceYears: 3,
    availability: 'full-time',
    ...meta('/careers/apply'),
    ...overrides,
  }
}

/** @param {Record<string, unknown>} [overrides] */
export function communitySignupBody(overrides = {}) {
  return {
    program: 'montebello',
    unit: '1204',
    services: ['interior-windows-2-bedroom'],
    contact,
    acceptTerms: true,
    ...meta('/dmv/condos/montebello'),
    ...overrides,
  }
}

/** Smallest bytes each resume type is recognized by. */
export const FILES = {
  pdf: Buffer.from(
    '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\ntrailer << /Root 1 0 R /Size 2 >>\nstartxref\n9\n%%EOF\n',
    'latin1',
  ),
  /** A Windows executable (MZ header) wearing a .pdf name and type. */
  exe: Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(510, 0x90)]),
}
