import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkLead } from './lead-form'

const meta = () => ({ attributionSessionId: randomUUID(), sourcePage: '/services/review', idempotencyKey: randomUUID(), company_website: '', startedAt: Date.now() - 60_000 })

describe('checkLead (the schemas, loaded on first use)', () => {
  it('passes a valid review and names every field of an empty one', async () => {
    const review = { rating: 5, text: 'The crew was on time and the windows are spotless.', name: 'Dana', location: 'dmv', ...meta() }
    expect(await checkLead('review', review)).toEqual({})
    const errors = await checkLead('review', meta())
    expect(Object.keys(errors).sort()).toEqual(['location', 'name', 'rating', 'text'])
    expect(errors.rating).toMatch(/rating/)
  })

  it.each([
    ['estimate', 'serviceType'],
    ['plan-signup', 'acceptTerms'],
    ['career-application', 'availability'],
  ] as const)('checks %s with its own schema: an empty one names %s', async (name, field) => {
    const errors = await checkLead(name, meta())
    expect(errors).toHaveProperty(field)
    expect(errors).not.toHaveProperty('idempotencyKey')
  })

  it('refuses fields the schema does not know, as the server does', async () => {
    const errors = await checkLead('review', { rating: 5, text: 'The crew was on time and careful.', name: 'Dana', location: 'dmv', isAdmin: true, ...meta() })
    expect(errors).toHaveProperty('isAdmin')
  })
})
