import { estimateRequestSchema, fieldErrors, unfinishedEstimateSchema } from '@ecs/shared/schemas'
import { describe, expect, it } from 'vitest'
import { withoutRefusedAnswers } from '../../lib/lead-validation'
import { estimateAnswers, unfinishedAnswers } from './estimate-request'
import { emptyDraft, type EstimateDraft } from './hooks/use-estimate-draft'
import { stepOfField, stepsFor, stepToFix } from './wizard-steps'

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
    property: { ...draft.property, size: 'medium', stories: '2', surfaces: ['siding'] },
    address: { street: '1100 Wilson Blvd', unit: '', city: 'Arlington', state: 'VA', zip: '22209' },
    contact: { ...draft.contact, name: 'Kay Board', email: 'kay@example.com', phone: '202-555-0147' },
  })
}

function businessDraft(change: (draft: EstimateDraft) => EstimateDraft = (draft) => draft): EstimateDraft {
  return filledDraft((draft) =>
    change({
      ...draft,
      serviceType: 'commercial',
      services: ['commercial-window-cleaning'],
      property: {
        ...draft.property,
        size: 'large',
        stories: '3',
        surfaces: ['storefront'],
        businessType: 'Retail Stores',
        buildingType: 'retail',
        floors: '2',
        squareFeet: '40,000',
        frontageFeet: '120',
      },
      business: { company: 'Bayou Outlets LLC', jobTitle: 'Facilities manager', sites: '3' },
      address: { street: '500 Main St', unit: '', city: 'Houston', state: 'TX', zip: '77002' },
    }),
  )
}

describe('the estimate request built from the draft', () => {
  it('is what the server accepts once every step is answered', () => {
    const result = estimateRequestSchema.safeParse({ ...estimateAnswers(filledDraft(), 'dmv'), ...META })
    expect(result.success ? [] : fieldErrors(result.error)).toEqual([])
  })

  it('sends the one name split at its first space, and a blank email as none (a phone is enough)', () => {
    const draft = filledDraft((filled) => ({
      ...filled,
      contact: { ...filled.contact, name: 'Kay van Board', email: '' },
    }))
    const answers = estimateAnswers(draft, 'dmv')
    expect(answers).toMatchObject({ contact: { firstName: 'Kay', lastName: 'van Board', email: '' } })
    expect(answers).not.toHaveProperty('contact.name')
    const parsed = estimateRequestSchema.parse({ ...answers, ...META })
    expect(parsed.contact).toMatchObject({ firstName: 'Kay', lastName: 'van Board', phone: '+12025550147' })
    expect(parsed.contact.email).toBeUndefined()
  })

  it('sends stories as a number, the location only when known, and nothing of a business for a home', () => {
    expect(estimateAnswers(filledDraft(), 'dmv')).toMatchObject({
      location: 'dmv',
      property: { size: 'medium', stories: 2, surfaces: ['siding'] },
    })
    expect(estimateAnswers(filledDraft(), 'dmv')).not.toHaveProperty('property.businessType')
    expect(estimateAnswers(filledDraft(), 'dmv')).not.toHaveProperty('business')
    expect(estimateAnswers(filledDraft(), null)).not.toHaveProperty('location')
  })

  it("sends a business's building, its measures as numbers and its company, and no home size", () => {
    const answers = estimateAnswers(businessDraft(), 'houston')
    expect(answers).toMatchObject({
      property: {
        businessType: 'Retail Stores',
        buildingType: 'retail',
        floors: 2,
        squareFeet: 40000,
        frontageFeet: 120,
      },
      business: { company: 'Bayou Outlets LLC', jobTitle: 'Facilities manager', sites: 3 },
    })
    expect(answers).not.toHaveProperty('property.size')
    expect(answers).not.toHaveProperty('property.levels')
    const result = estimateRequestSchema.safeParse({ ...answers, ...META })
    expect(result.success ? [] : fieldErrors(result.error)).toEqual([])
  })

  it('measures a parking garage in levels and stalls, whatever floors were typed before choosing it', () => {
    const garage = businessDraft((draft) => ({
      ...draft,
      services: ['parking-garage-pressure-wash'],
      property: {
        ...draft.property,
        businessType: 'Parking Operators',
        buildingType: 'parking-garage',
        levels: '4',
        stalls: '600',
      },
    }))
    const answers = estimateAnswers(garage, 'houston')
    expect(answers).toHaveProperty('property.levels', 4)
    expect(answers).not.toHaveProperty('property.floors')
    const result = estimateRequestSchema.safeParse({ ...answers, ...META })
    expect(result.success ? [] : fieldErrors(result.error)).toEqual([])
  })

  it('sends a count that is not a number as typed, so the schema names its field', () => {
    const answers = estimateAnswers(
      businessDraft((draft) => ({ ...draft, property: { ...draft.property, floors: 'two' } })),
      'houston',
    )
    const result = estimateRequestSchema.safeParse({ ...answers, ...META })
    expect(result.success ? [] : fieldErrors(result.error).map(({ field }) => field)).toEqual(['property.floors'])
  })

  it('leaves blank choices out, so the schema names each one at the step that asks it', () => {
    const answers = estimateAnswers(emptyDraft(), null)
    expect(answers).toMatchObject({ serviceType: undefined, property: { size: undefined, stories: undefined } })
    const result = estimateRequestSchema.safeParse({ ...answers, ...META })
    expect(result.success).toBe(false)
    const steps = stepsFor({ hasLocation: false, hasServiceType: false })
    const refused = result.success ? [] : fieldErrors(result.error)
    const stepsNamed = new Set(refused.map(({ field }) => stepOfField(steps, field)))
    expect([...stepsNamed].sort()).toEqual(['address', 'contact', 'services', 'type'])
  })

  it("names a business's missing answers at the step that asks each", () => {
    const business = businessDraft((draft) => ({
      ...draft,
      property: { ...draft.property, businessType: '', squareFeet: '' },
      business: { ...draft.business, company: '' },
    }))
    const result = estimateRequestSchema.safeParse({ ...estimateAnswers(business, null), ...META })
    const refused = result.success ? [] : fieldErrors(result.error)
    const steps = stepsFor({ hasLocation: false, hasServiceType: false })
    expect(Object.fromEntries(refused.map(({ field }) => [field, stepOfField(steps, field)]))).toEqual({
      'property.businessType': 'property',
      'property.squareFeet': 'property',
      'business.company': 'contact',
    })
    expect(stepToFix(steps, Object.fromEntries(refused.map(({ field, message }) => [field, message])))).toBe('property')
  })
})

describe('unfinishedAnswers (the beacon of a visitor who leaves unsent)', () => {
  const contactOf = (contact: Partial<EstimateDraft['contact']>) =>
    filledDraft((draft) => ({ ...draft, contact: { ...draft.contact, ...contact } }))

  /** The beacon's body as it is sent: the answers with the form's meta fields, less what the server would refuse. */
  const beaconOf = (draft: EstimateDraft) => {
    const answers = unfinishedAnswers(draft, 'dmv')
    return answers && withoutRefusedAnswers('unfinished-estimate', { ...answers, ...META })
  }

  it('carries what was given when a name and a phone or email are there, and the server takes it', () => {
    for (const draft of [
      filledDraft(),
      contactOf({ email: '' }),
      contactOf({ phone: '' }),
      contactOf({ name: 'Kay', email: 'kay@', phone: '202-555-0147' }),
    ]) {
      const parsed = unfinishedEstimateSchema.safeParse(beaconOf(draft))
      expect(parsed.success ? [] : fieldErrors(parsed.error)).toEqual([])
      expect(parsed.data).toMatchObject({ location: 'dmv', contact: { firstName: 'Kay' }, address: { zip: '22209' } })
    }
  })

  it('leaves out each answer the server would refuse, keeping the rest: a half-typed email, ZIP or street, a phone that is no working number', () => {
    expect(beaconOf(contactOf({ email: 'kay@exa' }))).toMatchObject({ contact: { email: '', phone: '202-555-0147' } })
    // Shaped like a number, but no working one: the email still reaches them.
    expect(beaconOf(contactOf({ phone: '555-555-5555' }))).toMatchObject({
      contact: { email: 'kay@example.com', phone: '' },
    })
    const halfTyped = filledDraft((draft) => ({
      ...draft,
      address: { ...draft.address, zip: '222', street: 'x'.repeat(201) },
    }))
    expect(beaconOf(halfTyped)).toMatchObject({
      address: { zip: '', street: '' },
      contact: { firstName: 'Kay', email: 'kay@example.com', phone: '202-555-0147' },
    })
  })

  it('sends nothing without a name or a way to reach them that the server takes', () => {
    expect(beaconOf(contactOf({ email: 'kay@exa', phone: '202-555' }))).toBeUndefined()
    expect(beaconOf(contactOf({ email: '', phone: '555-555-5555' }))).toBeUndefined()
    expect(unfinishedAnswers(contactOf({ name: ' ' }), null)).toBeUndefined()
    expect(unfinishedAnswers(contactOf({ email: '', phone: '' }), null)).toBeUndefined()
  })
})
