import { describe, expect, it } from 'vitest'
import { attributionRecordSchema, fieldErrors } from '../src/schemas'
import { REMOVE, VALID_ATTRIBUTION, changed } from './schema-fixtures'

function errorsOf(body: unknown) {
  const result = attributionRecordSchema.safeParse(body)
  return result.success ? [] : fieldErrors(result.error)
}

describe('attribution record', () => {
  it('accepts the body the site sends', () => {
    expect(attributionRecordSchema.parse(VALID_ATTRIBUTION)).toEqual(VALID_ATTRIBUTION)
  })

  it('stores missing and blank fields as null', () => {
    const parsed = attributionRecordSchema.parse({
      sessionId: VALID_ATTRIBUTION.sessionId,
      utmSource: '  ',
      gclid: undefined,
    })
    expect(parsed).toMatchObject({ utmSource: null, gclid: null, referrer: null, landingPage: null })
    expect(Object.keys(parsed)).toHaveLength(12)
  })

  it('accepts values at the length limits', () => {
    expect(errorsOf(changed(VALID_ATTRIBUTION, 'utmCampaign', 'x'.repeat(500)))).toEqual([])
    expect(errorsOf(changed(VALID_ATTRIBUTION, 'landingPage', `https://example.com/${'x'.repeat(1980)}`))).toEqual([])
  })

  it.each<[string, string, unknown, string]>([
    ['no session id', 'sessionId', REMOVE, 'sessionId'],
    ['a session id that is not a UUID', 'sessionId', 'session-1', 'sessionId'],
    ['a 501-character campaign', 'utmCampaign', 'x'.repeat(501), 'utmCampaign'],
    ['a 2001-character referrer', 'referrer', 'x'.repeat(2001), 'referrer'],
    ['a 2001-character landing page', 'landingPage', 'x'.repeat(2001), 'landingPage'],
    ['a number for a campaign field', 'gclid', 12, 'gclid'],
    ['an unknown key', 'ip', '1.2.3.4', 'ip'],
    ['a spoofed timestamp', 'createdAt', '2020-01-01', 'createdAt'],
  ])('rejects %s', (_name, path, value, field) => {
    expect(errorsOf(changed(VALID_ATTRIBUTION, path, value)).map((error) => error.field)).toContain(field)
  })
})

describe('attribution text Postgres cannot store', () => {
  it.each(['utmSource', 'referrer', 'landingPage'])('refuses a NUL byte in %s, naming the field', (field) => {
    expect(errorsOf(changed(VALID_ATTRIBUTION, field, 'a\u0000b'))).toEqual([
      { field, message: expect.stringMatching(/control characters/) },
    ])
  })
})
