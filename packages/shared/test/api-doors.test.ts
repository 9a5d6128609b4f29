import { describe, expect, it } from 'vitest'
import { bodyLimit, BODY_LIMITS, limitedAction, routedPath } from '../src/http'

describe('routedPath: a request counted as the CMS routes it', () => {
  it.each([
    ['/api/users/login', '/api/users/login'],
    ['/api//users/login', '/api/users/login'],
    ['/api/users/%6cogin', '/api/users/login'],
    ['/api/%75sers/login', '/api/users/login'],
    ['/api/users//login', '/api/users/login'],
    ['/api/users/login/', '/api/users/login'],
    ['/api/users/LOGIN', '/api/users/login'],
    ['/api/users/./login', '/api/users/login'],
    ['/api/x/../users/login', '/api/users/login'],
    ['/api/users/%2e%2e/users/login', '/api/users/login'],
    ['/api/users/%252e%252e/users/login', '/api/users/login'],
    ['/api\\users\\login', '/api/users/login'],
    ['/api/users/login?x=1#y', '/api/users/login'],
    ['/api//leads/estimate', '/api/leads/estimate'],
    ['/api/%6ceads/estimate', '/api/leads/estimate'],
    ['/api//attribution', '/api/attribution'],
    ['/api/%61ttribution', '/api/attribution'],
    ['//api/attribution/', '/api/attribution'],
  ])('%s counts as %s', (url, expected) => {
    expect(routedPath(url)).toBe(expected)
  })
})

describe('limitedAction', () => {
  it.each([
    ['POST', '/api/%61ttribution', 'attribution'],
    ['POST', '/api/leads/Estimate', 'lead'],
    ['POST', '/api//users/%6cogin', 'sign-in'],
    ['post', '/api/users/forgot-password/', 'password-reset'],
    ['POST', '/api/users/reset-password', 'password-reset'],
    ['GET', '/api/attribution', undefined],
    ['POST', '/api/users/logout', undefined],
    ['POST', '/api/attribution/x', undefined],
    ['POST', '/api/payments//Checkout', 'lead'],
    // Stripe's webhook: its signature check costs less than counting it (api-doors.ts).
    ['POST', '/api/payments/stripe-webhook', undefined],
  ])('%s %s counts against %s', (method, url, action) => {
    expect(limitedAction(method, url)).toBe(action)
  })
})

describe('bodyLimit', () => {
  it('gives each door its own largest body, whatever the spelling', () => {
    expect(bodyLimit('/api/%61ttribution')).toBe(BODY_LIMITS.attribution)
    expect(bodyLimit('/api//leads/estimate')).toBe(BODY_LIMITS.leadJson)
    expect(bodyLimit('/api/leads/career-application')).toBe(BODY_LIMITS.careerApplication)
    expect(bodyLimit('/api/payments/%63heckout')).toBe(BODY_LIMITS.leadJson)
    expect(bodyLimit('/api/payments/stripe-webhook')).toBe(BODY_LIMITS.paymentEvent)
    expect(bodyLimit('/api/webhooks')).toBe(BODY_LIMITS.api)
  })
})
