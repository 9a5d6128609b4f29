import { describe, expect, it } from 'vitest'
import {
  errorsOfStep,
  firstOpenStep,
  isStepId,
  STEP_IDS,
  stepOfField,
  stepPosition,
  stepsFor,
  stepToFix,
} from './wizard-steps'

describe('the wizard steps', () => {
  it('ask the ZIP only where the page has no location', () => {
    expect(stepsFor({ hasLocation: false, hasServiceType: false })).toEqual(STEP_IDS)
    expect(stepsFor({ hasLocation: true, hasServiceType: false })).toEqual([
      'type',
      'services',
      'property',
      'address',
      'contact',
    ])
  })

  it('never ask home or business on a page for one of them', () => {
    expect(stepsFor({ hasLocation: true, hasServiceType: true })).toEqual([
      'services',
      'property',
      'address',
      'contact',
    ])
  })

  it('start past what the page already said, but after the ZIP where the page has no location', () => {
    const located = stepsFor({ hasLocation: true, hasServiceType: false })
    const fresh = { serviceType: '', services: [] }
    const onService = { serviceType: 'residential', services: ['residential-window-cleaning'] }
    expect(firstOpenStep(located, fresh)).toBe('type')
    expect(firstOpenStep(located, { serviceType: 'commercial', services: [] })).toBe('services')
    expect(firstOpenStep(located, onService)).toBe('property')
    const anywhere = stepsFor({ hasLocation: false, hasServiceType: false })
    expect(firstOpenStep(anywhere, onService)).toBe('area')
    expect(firstOpenStep(anywhere, onService, 1)).toBe('property')
  })

  it('know their own ids and nothing else', () => {
    expect(STEP_IDS.every(isStepId)).toBe(true)
    for (const other of ['', 'Review', 'thanks', null, undefined, 3]) expect(isStepId(other)).toBe(false)
  })

  it('resume at the stored step, or start at the first when this page has no such step', () => {
    const located = stepsFor({ hasLocation: true, hasServiceType: false })
    expect(stepPosition(located, 'contact')).toBe(4)
    expect(stepPosition(located, null)).toBe(0)
    // A draft started on /contact (ZIP step) and resumed on a location's page.
    expect(stepPosition(located, 'area')).toBe(0)
  })

  it('find the step that asks a field, by its path', () => {
    const steps = stepsFor({ hasLocation: false, hasServiceType: false })
    expect(stepOfField(steps, 'serviceType')).toBe('type')
    expect(stepOfField(steps, 'services')).toBe('services')
    expect(stepOfField(steps, 'services.1')).toBe('services')
    expect(stepOfField(steps, 'property.businessType')).toBe('property')
    expect(stepOfField(steps, 'address.zip')).toBe('address')
    expect(stepOfField(steps, 'contact.email')).toBe('contact')
    expect(stepOfField(steps, 'message')).toBe('contact')
    // A prefix of a name is not the field: "servicesExtra" is asked by no step.
    expect(stepOfField(steps, 'servicesExtra')).toBe('contact')
    expect(stepOfField(steps, 'idempotencyKey')).toBe('contact')
  })

  it('show a step only its own errors, and the sending (contact) step all of them', () => {
    const errors = { 'services.0': 'Not offered', 'contact.email': 'Bad email', startedAt: 'Too fast' }
    expect(errorsOfStep(errors, 'services')).toEqual({ 'services.0': 'Not offered' })
    expect(errorsOfStep(errors, 'address')).toEqual({})
    expect(errorsOfStep(errors, 'area')).toEqual({})
    expect(errorsOfStep(errors, 'contact')).toEqual(errors)
  })

  it('send the visitor back to the step of the first field refused', () => {
    const steps = stepsFor({ hasLocation: true, hasServiceType: false })
    expect(stepToFix(steps, { 'address.street': 'Required', 'contact.phone': 'Required' })).toBe('address')
    expect(stepToFix(steps, { startedAt: 'Too fast' })).toBe('contact')
    expect(stepToFix(steps, {})).toBeUndefined()
  })
})
