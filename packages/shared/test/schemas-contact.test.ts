import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { estimateRequestSchema, fieldErrors, planSignupSchema, splitName, wholeName } from '../src/schemas'
import { REMOVE, VALID_ESTIMATE, VALID_PLAN_SIGNUP, changed } from './schema-fixtures'

function errorsOf(body: unknown) {
  const result = estimateRequestSchema.safeParse(body)
  return result.success ? [] : fieldErrors(result.error)
}

describe('one name field, kept as first and last name', () => {
  it.each<[string, string, string]>([
    ['Dana Homeowner', 'Dana', 'Homeowner'],
    ['  María José de la Cruz ', 'María', 'José de la Cruz'],
    ['Cher', 'Cher', ''],
    ['Ada   Lovelace', 'Ada', 'Lovelace'],
  ])('%j is first name %j and last name %j', (typed, firstName, lastName) => {
    expect(splitName(typed)).toEqual({ firstName, lastName })
  })

  it('gives back every name as typed, whitespace at its ends and after the first word aside', () => {
    const word = fc.stringMatching(/^[^\s]{1,12}$/)
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        const typed = words.join(' ')
        expect(wholeName(splitName(typed))).toBe(typed)
      }),
    )
  })

  it('stores a one-word name with an empty last name', () => {
    const parsed = estimateRequestSchema.parse(changed(VALID_ESTIMATE, 'contact.lastName', REMOVE))
    expect(parsed.contact).toMatchObject({ firstName: 'Ada', lastName: '' })
  })

  it('names the name field when it is blank', () => {
    expect(errorsOf(changed(VALID_ESTIMATE, 'contact.firstName', ' '))).toEqual([
      { field: 'contact.firstName', message: 'Please enter your name.' },
    ])
  })
})

describe('an estimate request reaches the visitor by phone or email', () => {
  it('takes a phone without an email, the blank email as none', () => {
    for (const email of [REMOVE, '']) {
      const parsed = estimateRequestSchema.parse(changed(VALID_ESTIMATE, 'contact.email', email))
      expect(parsed.contact.email).toBeUndefined()
      expect(parsed.contact.phone).toBe('+12025550123')
    }
  })

  it('takes an email without a phone', () => {
    const parsed = estimateRequestSchema.parse(changed(VALID_ESTIMATE, 'contact.phone', ''))
    expect(parsed.contact.phone).toBeUndefined()
  })

  it('refuses neither at the phone, naming it', () => {
    const body = changed(changed(VALID_ESTIMATE, 'contact.phone', ''), 'contact.email', REMOVE)
    expect(errorsOf(body)).toEqual([
      { field: 'contact.phone', message: 'Please enter your phone number or your email address.' },
    ])
  })

  it('still checks a phone given as a real North American number', () => {
    expect(errorsOf(changed(VALID_ESTIMATE, 'contact.phone', '555-555-5555'))).toEqual([
      { field: 'contact.phone', message: 'Please enter a working 10-digit US phone number, like (202) 555-0123.' },
    ])
  })

  it('a plan signup still needs an email (its receipts go there)', () => {
    const result = planSignupSchema.safeParse(changed(VALID_PLAN_SIGNUP, 'contact.email', REMOVE))
    expect(result.success ? [] : fieldErrors(result.error).map((error) => error.field)).toEqual(['contact.email'])
  })
})
