import { describe, expect, it } from 'vitest'
import { estimateRequestSchema, fieldErrors } from '../src/schemas'
import { REMOVE, VALID_COMMERCIAL_ESTIMATE, VALID_ESTIMATE, changed } from './schema-fixtures'

function errorsOf(body: unknown) {
  const result = estimateRequestSchema.safeParse(body)
  return result.success ? [] : fieldErrors(result.error)
}

describe('estimate request: accepted', () => {
  it('parses a residential request and normalises it', () => {
    const parsed = estimateRequestSchema.parse(changed(VALID_ESTIMATE, 'contact.email', '  Ada@Example.COM '))
    expect(parsed.contact.email).toBe('ada@example.com')
    expect(parsed.contact.phone).toBe('+12025550123')
    expect(parsed.company_website).toBe('')
  })

  it.each<[string, string, unknown]>([
    ['a commercial request', '', undefined],
    ['no location', 'location', REMOVE],
    ['no message', 'message', REMOVE],
    ['a blank message', 'message', '   '],
    ['no attribution session', 'attributionSessionId', REMOVE],
    ['no surfaces', 'property.surfaces', REMOVE],
    [
      'twelve services',
      'services',
      [
        'commercial-window-cleaning',
        'commercial-pressure-washing',
        'commercial-soft-wash',
        'graffiti-removal',
        'parking-garage-pressure-wash',
        'commercial-holiday-lights',
        'commercial-caulking',
        'commercial-line-striping',
        'graffiti-removal',
        'graffiti-removal',
        'graffiti-removal',
        'graffiti-removal',
      ],
    ],
    ['ZIP+4', 'address.zip', '77002-1234'],
    ['a lowercase state', 'address.state', 'tx'],
    ['a phone with country code', 'contact.phone', '+1 713 555 0199'],
    ['a phone with dots', 'contact.phone', '713.555.0199'],
    ['a 2000-character message', 'message', 'x'.repeat(2000)],
    ['a message with markup, kept as text', 'message', '<script>alert(1)</script>'],
    ['one floor', 'property.floors', 1],
    ['no contact preferences', 'contact.preferredTime', REMOVE],
    ['a filled honeypot (the server drops it silently)', 'company_website', 'http://spam.example'],
    ['a non-string honeypot', 'company_website', 42],
  ])('%s', (_name, path, value) => {
    const body = path === '' ? VALID_COMMERCIAL_ESTIMATE : changed(VALID_COMMERCIAL_ESTIMATE, path, value)
    expect(errorsOf(body)).toEqual([])
  })

  it('removes duplicate services and surfaces', () => {
    const parsed = estimateRequestSchema.parse({
      ...VALID_ESTIMATE,
      services: ['residential-soft-wash', 'residential-soft-wash'],
      property: { ...VALID_ESTIMATE.property, surfaces: ['roof', 'roof'] },
    })
    expect(parsed.services).toEqual(['residential-soft-wash'])
    expect(parsed.property.surfaces).toEqual(['roof'])
  })

  it('fills in contact preference defaults', () => {
    const contact = { ...VALID_ESTIMATE.contact } as Record<string, unknown>
    delete contact.preferredContactMethod
    delete contact.preferredTime
    const parsed = estimateRequestSchema.parse({ ...VALID_ESTIMATE, contact })
    expect(parsed.contact).toMatchObject({ preferredContactMethod: 'phone', preferredTime: 'any' })
  })

  it("keeps the page's language, English when the form does not say", () => {
    expect(estimateRequestSchema.parse({ ...VALID_ESTIMATE, language: 'es' }).language).toBe('es')
    expect(estimateRequestSchema.parse(changed(VALID_ESTIMATE, 'language', REMOVE)).language).toBe('en')
  })
})

describe('estimate request: rejected with a message a visitor understands', () => {
  it.each<[string, string, unknown, string, RegExp]>([
    ['no service type', 'serviceType', REMOVE, 'serviceType', /residential or commercial/],
    ['an industrial service type', 'serviceType', 'industrial', 'serviceType', /residential or commercial/],
    ['no services', 'services', [], 'services', /at least one service/],
    ['thirteen services', 'services', Array(13).fill('residential-soft-wash'), 'services', /at most 12/],
    ['an unknown service', 'services', ['window-magic'], 'services.0', /from the list/],
    [
      'a commercial service on a residential request',
      'services',
      ['residential-soft-wash', 'graffiti-removal'],
      'services.1',
      /Graffiti Removal is a commercial service/,
    ],
    ['an unknown location', 'location', 'boston', 'location', /service areas/],
    ['zero stories', 'property.stories', 0, 'property.stories', /stories/],
    ['five stories', 'property.stories', 5, 'property.stories', /1 to 4/],
    ['2.5 stories', 'property.stories', 2.5, 'property.stories', /stories/],
    ['stories as text', 'property.stories', '2', 'property.stories', /stories/],
    ['an unknown size', 'property.size', 'huge', 'property.size', /size/],
    ['an unknown surface', 'property.surfaces', ['lava'], 'property.surfaces.0', /from the list/],
    ['no street', 'address.street', REMOVE, 'address.street', /street address/],
    ['a blank city', 'address.city', '   ', 'address.city', /Please enter your city/],
    ['a 3-letter state', 'address.state', 'VIR', 'address.state', /2-letter state/],
    ['a state that does not exist', 'address.state', 'XX', 'address.state', /2-letter state/],
    ['a 4-digit ZIP', 'address.zip', '2000', 'address.zip', /5-digit ZIP/],
    ['a ZIP with letters', 'address.zip', '2000A', 'address.zip', /5-digit ZIP/],
    ['no name', 'contact.firstName', '', 'contact.firstName', /your name/],
    ['a 101-character last name', 'contact.lastName', 'x'.repeat(101), 'contact.lastName', /at most 100/],
    ['a broken email', 'contact.email', 'ada@', 'contact.email', /valid email/],
    [
      'a business surface for a home',
      'property.surfaces',
      ['windows', 'parking-garage'],
      'property.surfaces.1',
      /Parking garage is for a business/,
    ],
    ['a short phone', 'contact.phone', '555-0123', 'contact.phone', /10-digit US phone/],
    ['a phone with letters', 'contact.phone', '202-555-CALL', 'contact.phone', /10-digit US phone/],
    ['a phone with a 1xx area code', 'contact.phone', '(102) 555-0123', 'contact.phone', /10-digit US phone/],
    ['a made-up 555-555-5555 phone', 'contact.phone', '555-555-5555', 'contact.phone', /10-digit US phone/],
    ['no home size', 'property.size', REMOVE, 'property.size', /size of the property/],
    ['no stories', 'property.stories', REMOVE, 'property.stories', /how many stories/],
    ["a business's square feet on a home", 'property.squareFeet', 2000, 'property.squareFeet', /businesses only/],
    ["a company on a home's request", 'business', { company: 'Acme' }, 'business', /businesses only/],
    ['a foreign phone', 'contact.phone', '+44 20 7946 0958', 'contact.phone', /10-digit US phone/],
    [
      'an unknown contact method',
      'contact.preferredContactMethod',
      'fax',
      'contact.preferredContactMethod',
      /phone, email or text/,
    ],
    ['an unknown time', 'contact.preferredTime', 'midnight', 'contact.preferredTime', /morning/],
    ['a 2001-character message', 'message', 'x'.repeat(2001), 'message', /at most 2000/],
    ['a bad attribution session', 'attributionSessionId', 'abc', 'attributionSessionId', /visit id/],
    ['no idempotency key', 'idempotencyKey', REMOVE, 'idempotencyKey', /reload the page/],
    ['a source page that is a URL', 'sourcePage', 'https://evil.example/', 'sourcePage', /path on this site/],
    ['a protocol-relative source page', 'sourcePage', '//evil.example/', 'sourcePage', /path on this site/],
    ['no start time', 'startedAt', REMOVE, 'startedAt', /reload the page/],
    ['a start time as text', 'startedAt', 'yesterday', 'startedAt', /reload the page/],
    ['a language the site is not written in', 'language', 'fr', 'language', /page language/],
    ['an unknown field', 'price', 0, 'price', /not part of the form/],
    ['an unknown contact field', 'contact.fax', '1', 'contact.fax', /not part of the form/],
  ])('%s', (_name, path, value, field, message) => {
    const errors = errorsOf(changed(VALID_ESTIMATE, path, value))
    expect(errors).toContainEqual({ field, message: expect.stringMatching(message) })
  })

  it('asks commercial customers for their type of business', () => {
    expect(errorsOf(changed(VALID_COMMERCIAL_ESTIMATE, 'property.businessType', REMOVE))).toEqual([
      { field: 'property.businessType', message: 'Please choose your type of business.' },
    ])
    expect(errorsOf(changed(VALID_COMMERCIAL_ESTIMATE, 'property.businessType', 'Casinos'))).toContainEqual({
      field: 'property.businessType',
      message: expect.stringMatching(/type of business/),
    })
  })

  it("asks a business for its building's measures and company, never a home's size", () => {
    const commercial = (path: string, value: unknown) => errorsOf(changed(VALID_COMMERCIAL_ESTIMATE, path, value))
    expect(commercial('property.size', 'large')).toEqual([
      {
        field: 'property.size',
        message: "A home's size is not asked of a business; please give the building's measures.",
      },
    ])
    expect(commercial('property.buildingType', REMOVE)).toEqual([
      { field: 'property.buildingType', message: 'Please choose the type of building.' },
    ])
    expect(commercial('property.squareFeet', REMOVE)).toEqual([
      { field: 'property.squareFeet', message: 'Please enter the number of square feet.' },
    ])
    expect(commercial('property.floors', 0)).toEqual([
      { field: 'property.floors', message: 'Please enter the number of floors, from 1 to 150.' },
    ])
    expect(commercial('property.surfaces', ['deck'])).toEqual([
      { field: 'property.surfaces.0', message: 'Deck is for a home; please choose the surfaces of your building.' },
    ])
    expect(commercial('business', REMOVE)).toEqual([
      { field: 'business.company', message: 'Please enter your company name.' },
    ])
    expect(commercial('business.company', ' ')).toEqual([
      { field: 'business.company', message: 'Please enter your company name.' },
    ])
    expect(commercial('business.sites', 0)).toEqual([
      { field: 'business.sites', message: 'Please enter the number of sites, from 1 to 10,000.' },
    ])
    expect(estimateRequestSchema.parse(changed(VALID_COMMERCIAL_ESTIMATE, 'business.sites', REMOVE)).business).toEqual({
      company: 'Bayou Outlets LLC',
      jobTitle: 'Facilities manager',
      sites: 1,
    })
  })

  it('measures a parking garage in levels and stalls, not floors and square feet', () => {
    const garage = {
      ...VALID_COMMERCIAL_ESTIMATE,
      services: ['parking-garage-pressure-wash'],
      property: {
        surfaces: ['parking-garage'],
        businessType: 'Parking Operators',
        buildingType: 'parking-garage',
        levels: 4,
        stalls: 600,
      },
    }
    expect(errorsOf(garage)).toEqual([])
    expect(errorsOf(changed(garage, 'property.stalls', REMOVE))).toEqual([
      { field: 'property.stalls', message: 'Please enter the number of stalls.' },
    ])
    expect(errorsOf(changed(garage, 'property.floors', 3))).toEqual([
      {
        field: 'property.floors',
        message: 'A parking garage is measured in levels and stalls; please leave this out.',
      },
    ])
    expect(errorsOf(changed(VALID_COMMERCIAL_ESTIMATE, 'property.levels', 2))).toEqual([
      {
        field: 'property.levels',
        message: 'Levels and stalls are asked of parking garages only; please leave this out.',
      },
    ])
  })

  it('names the business type while other answers are still missing (the wizard checks one step at a time)', () => {
    const halfway = changed(
      changed(changed(VALID_COMMERCIAL_ESTIMATE, 'property.businessType', REMOVE), 'contact.firstName', ''),
      'address.street',
      '',
    )
    expect(errorsOf(halfway).map((error) => error.field)).toEqual(
      expect.arrayContaining(['property.businessType', 'contact.firstName', 'address.street']),
    )
  })

  it('refuses a service the chosen location does not offer', () => {
    const houston = {
      ...VALID_ESTIMATE,
      location: 'houston',
      services: ['residential-soft-wash', 'residential-window-cleaning'],
    }
    expect(errorsOf(houston)).toEqual([
      { field: 'services.1', message: 'Residential Window Cleaning is not offered in Houston TX yet.' },
    ])
  })
})
