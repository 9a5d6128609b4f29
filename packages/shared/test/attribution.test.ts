import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ATTRIBUTION_LIMITS,
  ATTRIBUTION_SESSION_KEY,
  CAMPAIGN_PARAM_FIELDS,
  buildAttributionBody,
  readCampaignParams,
  withCampaignParams,
} from '../src/attribution'
import { attributionRecordSchema } from '../src/schemas'

const SESSION = '3f1c1f8e-2f7a-4c55-9a8e-1b2c3d4e5f60'

describe('constants', () => {
  it('keeps the session id under attribution_session_id', () => {
    expect(ATTRIBUTION_SESSION_KEY).toBe('attribution_session_id')
  })

  it('maps the nine query parameters to the record fields', () => {
    expect(CAMPAIGN_PARAM_FIELDS).toEqual({
      utm_source: 'utmSource',
      utm_medium: 'utmMedium',
      utm_campaign: 'utmCampaign',
      utm_content: 'utmContent',
      utm_term: 'utmTerm',
      gclid: 'gclid',
      gbraid: 'gbraid',
      wbraid: 'wbraid',
      gad_source: 'gadSource',
    })
  })
})

describe('readCampaignParams', () => {
  it('reads all nine parameters', () => {
    const search =
      '?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_content=ad1&utm_term=window+cleaning&gclid=G1&gbraid=B1&wbraid=W1&gad_source=1'
    expect(readCampaignParams(search)).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmContent: 'ad1',
      utmTerm: 'window cleaning',
      gclid: 'G1',
      gbraid: 'B1',
      wbraid: 'W1',
      gadSource: '1',
    })
  })

  it.each<[string, string | URLSearchParams, Record<string, string>]>([
    ['without a leading ?', 'utm_source=news', { utmSource: 'news' }],
    ['from URLSearchParams', new URLSearchParams({ gclid: 'abc' }), { gclid: 'abc' }],
    ['first value wins on repeats', '?utm_source=first&utm_source=second', { utmSource: 'first' }],
    ['empty first value then a real one', '?utm_source=&utm_source=second', {}],
    ['empty values are absent', '?utm_source=&utm_medium=&gclid', {}],
    ['blank values are absent', '?utm_source=%20%20&utm_medium=+', {}],
    ['values are trimmed', '?utm_source=%20google%20', { utmSource: 'google' }],
    [
      'percent-encoding is decoded',
      '?utm_campaign=spring%20sale%20%26%20more&utm_term=caf%C3%A9',
      { utmCampaign: 'spring sale & more', utmTerm: 'café' },
    ],
    ['plus means space', '?utm_term=pressure+washing', { utmTerm: 'pressure washing' }],
    ['unrelated parameters are ignored', '?page=2&UTM_SOURCE=upper&utm_source_x=1', {}],
    ['nothing to read', '', {}],
  ])('%s', (_name, search, expected) => {
    expect(readCampaignParams(search)).toEqual(expected)
  })

  it('cuts oversized values to the stored length', () => {
    const long = 'x'.repeat(ATTRIBUTION_LIMITS.campaignValue + 50)
    expect(readCampaignParams(`?utm_source=${long}`).utmSource).toHaveLength(ATTRIBUTION_LIMITS.campaignValue)
  })
})

describe('buildAttributionBody', () => {
  it('gives every field of the body, missing ones as null', () => {
    expect(
      buildAttributionBody({
        sessionId: SESSION,
        search: '?utm_source=google&gclid=abc',
        referrer: '',
        landingPage: 'https://example.com/dmv?utm_source=google',
      }),
    ).toEqual({
      sessionId: SESSION,
      utmSource: 'google',
      utmMedium: null,
      utmCampaign: null,
      utmContent: null,
      utmTerm: null,
      gclid: 'abc',
      gbraid: null,
      wbraid: null,
      gadSource: null,
      referrer: null,
      landingPage: 'https://example.com/dmv?utm_source=google',
    })
  })

  it("keeps the record's field order", () => {
    expect(Object.keys(buildAttributionBody({ sessionId: SESSION, search: '' }))).toEqual([
      'sessionId',
      'utmSource',
      'utmMedium',
      'utmCampaign',
      'utmContent',
      'utmTerm',
      'gclid',
      'gbraid',
      'wbraid',
      'gadSource',
      'referrer',
      'landingPage',
    ])
  })

  it('treats a missing referrer and landing page as null', () => {
    const body = buildAttributionBody({ sessionId: SESSION, search: '', referrer: null })
    expect(body.referrer).toBeNull()
    expect(body.landingPage).toBeNull()
  })

  it('always builds a body the server schema accepts', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.string({ maxLength: 3000 }),
        fc.option(fc.webUrl()),
        fc.string({ maxLength: 5000 }),
        (sessionId, search, referrer, landing) => {
          const body = buildAttributionBody({ sessionId, search, referrer, landingPage: landing })
          expect(attributionRecordSchema.safeParse(body).success).toBe(true)
        },
      ),
    )
  })
})

describe('withCampaignParams', () => {
  const campaign = '?utm_source=google&utm_campaign=spring'

  it.each([
    ['a root-relative link', '/contact', '/contact?utm_source=google&utm_campaign=spring'],
    ['a relative link', 'contact', 'contact?utm_source=google&utm_campaign=spring'],
    ['a dotted relative link', '../dmv/contact', '../dmv/contact?utm_source=google&utm_campaign=spring'],
    [
      'an absolute link',
      'https://example.com/contact',
      'https://example.com/contact?utm_source=google&utm_campaign=spring',
    ],
    ['a protocol-relative link', '//example.com/a', '//example.com/a?utm_source=google&utm_campaign=spring'],
    ['a link with its own query', '/contact?step=2', '/contact?step=2&utm_source=google&utm_campaign=spring'],
    ['a link with a hash', '/learn/soft-washing#faq', '/learn/soft-washing?utm_source=google&utm_campaign=spring#faq'],
    [
      'a link with query and hash',
      'https://example.com/a?x=1#b',
      'https://example.com/a?x=1&utm_source=google&utm_campaign=spring#b',
    ],
    ['a link whose own campaign wins', '/contact?utm_source=email', '/contact?utm_source=email&utm_campaign=spring'],
    ['a link with an empty own campaign value', '/contact?utm_source=', '/contact?utm_source=&utm_campaign=spring'],
    ['a link with a trailing ?', '/contact?', '/contact?utm_source=google&utm_campaign=spring'],
    ['a link with a trailing &', '/contact?a=1&', '/contact?a=1&utm_source=google&utm_campaign=spring'],
    ['a link whose query has a ? in the hash', '/a#x?y', '/a?utm_source=google&utm_campaign=spring#x?y'],
  ])('%s', (_name, href, expected) => {
    expect(withCampaignParams(href, campaign)).toBe(expected)
  })

  it("keeps the link's own query byte for byte", () => {
    expect(withCampaignParams('/search?q=a%20b&tag=x+y', campaign)).toBe(
      '/search?q=a%20b&tag=x+y&utm_source=google&utm_campaign=spring',
    )
  })

  it('encodes the values it adds', () => {
    expect(withCampaignParams('/contact', '?utm_campaign=spring%20sale%20%26%20more')).toBe(
      '/contact?utm_campaign=spring+sale+%26+more',
    )
  })

  it('adds only the first of repeated values and skips empty ones', () => {
    expect(withCampaignParams('/a', '?utm_source=one&utm_source=two&utm_medium=')).toBe('/a?utm_source=one')
  })

  it.each(['#top', '', 'mailto:office@example.com', 'tel:+12025550123', 'sms:+12025550123', 'javascript:void(0)'])(
    'leaves %s alone',
    (href) => {
      expect(withCampaignParams(href, campaign)).toBe(href)
    },
  )

  it('returns the link unchanged when there is nothing to add', () => {
    expect(withCampaignParams('/contact?x=1#y', '?page=2')).toBe('/contact?x=1#y')
    expect(withCampaignParams('/contact', '')).toBe('/contact')
  })

  it('takes URLSearchParams too', () => {
    expect(withCampaignParams('/a', new URLSearchParams({ gclid: 'g' }))).toBe('/a?gclid=g')
  })

  it('never loses the link’s own parameters or hash, and always carries the campaign', () => {
    const token = fc.stringMatching(/^[a-z0-9]{1,8}$/)
    fc.assert(
      fc.property(
        fc.webPath(),
        fc.dictionary(token, token),
        fc.option(token, { nil: undefined }),
        token,
        (path, own, hash, source) => {
          const ownQuery = new URLSearchParams(own).toString()
          const href = `/page${path}${ownQuery ? `?${ownQuery}` : ''}${hash ? `#${hash}` : ''}`
          const result = new URL(withCampaignParams(href, `?utm_source=${source}`), 'https://example.com')
          for (const [key, value] of Object.entries(own)) expect(result.searchParams.get(key)).toBe(value)
          expect(result.searchParams.get('utm_source')).toBe(own.utm_source ?? source)
          expect(result.hash).toBe(hash ? `#${hash}` : '')
        },
      ),
    )
  })
})
