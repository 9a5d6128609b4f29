import { estimateRequestSchema, fieldErrors } from '@ecs/shared/schemas'
import { describe, expect, it } from 'vitest'
import { estimateAnswers } from './estimate-request'
import { emptyDraft, type EstimateDraft } from './hooks/use-estimate-draft'
import { stepOfField, stepsFor } from './wizard-steps'

const META = {
  sourcePage: '/dmv/contact',
  idempotencyKey: '3f6c2a9e-8d1b-4c47-9a5e-2b7f0c1d4e6a',
  company_website: '',
  startedAt: Date.now() - 60_000,
}

function filledDraft(change: (draft: EstimateDraft) => EstimateDraft = (draft) => draft): EstimateDraft {
  const draft = emptyDraft('residential')
  return change({
    ...draft,
    services: ['residential-window-cleaning'],
    property: { size: 'medium', stories: '2', surfaces: ['siding'], businessType: 'Retail' },
    address: { street: '1100 Wilson Blvd', unit: '', city: 'Arlington', state: 'VA', zip: '22209' },
    contact: { ...draft.contact, firstName: 'Kay', lastName: 'Board', email: 'kay@example.com', phone: '202-555-0147' },
  })
}

describe('the estimate request built from the draft', () => {
  it('is what the server accepts once every step is answered', () => {
    const result = estimateRequestSchema.safeParse({ ...estimateAnswers(filledDraft(), 'dmv'), ...META })
    expect(result.success ? [] : fieldErrors(result.error)).toEqual([])
  })

  it('sends stories as a number, the location only when known, and a business type only for a business', () => {
    expect(estimateAnswers(filledDraft(), 'dmv')).toMatchObject({
      location: 'dmv',
      property: { size: 'medium', stories: 2, surfaces: ['siding'] },
    })
    expect(estimateAnswers(filledDraft(), 'dmv')).not.toHaveProperty('property.businessType')
    expect(estimateAnswers(filledDraft(), null)).not.toHaveProperty('location')
    const business = filledDraft((draft) => ({ ...draft, serviceType: 'commercial' }))
    expect(estimateAnswers(business, 'dmv')).toHaveProperty('property.businessType', 'Retail')
  })

  it('leaves blank choices out, so the schema names each one at the step that asks it', () => {
    const answers = estimateAnswers(emptyDraft(), null)
    expect(answers).toMatchObject({ serviceType: undefined, property: { size: undefined, stories: undefined } })
    const result = estimateRequestSchema.safeParse({ ...answers, ...META })
    expect(result.success).toBe(false)
    const steps = stepsFor({ hasLocation: false, hasServiceType: false })
    const refused = result.success ? [] : fieldErrors(result.error)
    const stepsNamed = new Set(refused.map(({ field }) => stepOfField(steps, field)))
    expect([...stepsNamed].sort()).toEqual(['address', 'contact', 'property', 'services', 'type'])
  })

  it('names a missing business type on the property step', () => {
    const business = filledDraft((draft) => ({
      ...draft,
      serviceType: 'commercial',
      services: ['commercial-window-cleaning'],
      property: { ...draft.property, businessType: '' },
    }))
    const result = estimateRequestSchema.safeParse({ ...estimateAnswers(business, null), ...META })
    const refused = result.success ? [] : fieldErrors(result.error)
    expect(refused.map(({ field }) => field)).toEqual(['property.businessType'])
    expect(stepOfField(stepsFor({ hasLocation: false, hasServiceType: false }), 'property.businessType')).toBe(
      'property',
    )
  })
})
