import { randomUUID } from 'node:crypto'

/** Filled in long enough ago to pass the minimum fill time. */
const aMinuteAgo = () => Date.now() - 60_000

function meta(sourcePage: string) {
  return {
    attributionSessionId: randomUUID(),
    sourcePage,
    idempotencyKey: randomUUID(),
    company_website: '',
    startedAt: aMinuteAgo(),
  }
}

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.lovelace@example.com',
  phone: '(202) 555-0123',
  preferredContactMethod: 'email',
  preferredTime: 'morning',
}
const address = { street: '1 Main Street', city: 'Arlington', state: 'VA', zip: '22201' }

export function estimateBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
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

export function planSignupBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
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

export function reviewBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    rating: 5,
    text: 'Spotless windows and a friendly crew, on time.',
    name: 'Ada L.',
    location: 'dmv',
    ...meta('/services/review'),
    ...overrides,
  }
}

export function careerApplicationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
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

/** Smallest bytes each resume type is recognised by. */
export const FILES = {
  pdf: Buffer.from(
    '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\ntrailer << /Root 1 0 R /Size 2 >>\nstartxref\n9\n%%EOF\n',
    'latin1',
  ),
  /** A Windows executable (MZ header) wearing a .pdf name and type. */
  exe: Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(510, 0x90)]),
}

export function communitySignupBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    program: 'montebello',
    unit: '1204',
    service: 'interior-windows-2-bedroom',
    contact,
    acceptTerms: true,
    ...meta('/dmv/condos/montebello'),
    ...overrides,
  }
}
