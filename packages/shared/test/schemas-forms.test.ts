import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { careerApplicationSchema, fieldErrors, planSignupSchema, reviewSchema } from '../src/schemas'
import { REMOVE, VALID_CAREER_APPLICATION, VALID_PLAN_SIGNUP, VALID_REVIEW, changed } from './schema-fixtures'

function errorsOf(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body)
  return result.success ? [] : fieldErrors(result.error)
}

type Case = [name: string, path: string, value: unknown, field: string, message: RegExp]

describe('plan signup', () => {
  it('accepts a valid signup', () => {
    expect(errorsOf(planSignupSchema, VALID_PLAN_SIGNUP)).toEqual([])
    expect(errorsOf(planSignupSchema, changed(VALID_PLAN_SIGNUP, 'location', REMOVE))).toEqual([])
  })

  it.each<Case>([
    ['an unknown plan', 'planId', 'gold', 'planId', /choose a plan/],
    ['no home size', 'homeSize', REMOVE, 'homeSize', /size of your home/],
    ['terms not accepted', 'acceptTerms', false, 'acceptTerms', /accept the plan terms/],
    ['terms missing', 'acceptTerms', REMOVE, 'acceptTerms', /accept the plan terms/],
    ['terms as text', 'acceptTerms', 'true', 'acceptTerms', /accept the plan terms/],
    ['a bad email', 'contact.email', 'x', 'contact.email', /valid email/],
    ['no ZIP', 'address.zip', REMOVE, 'address.zip', /ZIP/],
    ['a price sent along', 'price', 1, 'price', /not part of the form/],
  ])('rejects %s', (_name, path, value, field, message) => {
    expect(errorsOf(planSignupSchema, changed(VALID_PLAN_SIGNUP, path, value))).toContainEqual({
      field,
      message: expect.stringMatching(message),
    })
  })
})

describe('career application', () => {
  it('accepts a valid application, from 0 to 60 years of experience', () => {
    expect(errorsOf(careerApplicationSchema, VALID_CAREER_APPLICATION)).toEqual([])
    expect(errorsOf(careerApplicationSchema, changed(VALID_CAREER_APPLICATION, 'experienceYears', 0))).toEqual([])
    expect(errorsOf(careerApplicationSchema, changed(VALID_CAREER_APPLICATION, 'experienceYears', 60))).toEqual([])
  })

  it.each<Case>([
    ['no role', 'role', REMOVE, 'role', /role you are applying for/],
    ['a role that is not a slug', 'role', 'Window Cleaner!', 'role', /role you are applying for/],
    ['negative experience', 'experienceYears', -1, 'experienceYears', /cannot be negative/],
    ['61 years of experience', 'experienceYears', 61, 'experienceYears', /at most 60/],
    ['fractional experience', 'experienceYears', 1.5, 'experienceYears', /whole number/],
    ['an unknown availability', 'availability', 'never', 'availability', /when you can work/],
    ['a long message', 'message', 'x'.repeat(2001), 'message', /at most 2000/],
    ['a resume sent in the body', 'resume', 'data:...', 'resume', /not part of the form/],
  ])('rejects %s', (_name, path, value, field, message) => {
    expect(errorsOf(careerApplicationSchema, changed(VALID_CAREER_APPLICATION, path, value))).toContainEqual({
      field,
      message: expect.stringMatching(message),
    })
  })
})

describe('review', () => {
  it('accepts a valid review, with or without a service', () => {
    expect(errorsOf(reviewSchema, VALID_REVIEW)).toEqual([])
    expect(errorsOf(reviewSchema, changed(VALID_REVIEW, 'service', REMOVE))).toEqual([])
    expect(errorsOf(reviewSchema, changed(VALID_REVIEW, 'text', 'x'.repeat(20)))).toEqual([])
    expect(errorsOf(reviewSchema, changed(VALID_REVIEW, 'rating', 1))).toEqual([])
  })

  it('trims the text before counting', () => {
    expect(reviewSchema.parse(changed(VALID_REVIEW, 'text', `  ${'x'.repeat(20)}  `)).text).toBe('x'.repeat(20))
  })

  it.each<Case>([
    ['no rating', 'rating', REMOVE, 'rating', /1 to 5 stars/],
    ['a zero rating', 'rating', 0, 'rating', /1 to 5 stars/],
    ['a six rating', 'rating', 6, 'rating', /1 to 5 stars/],
    ['a half-star rating', 'rating', 4.5, 'rating', /1 to 5 stars/],
    ['a short text', 'text', 'Great job!', 'text', /at least 20 characters/],
    ['a padded short text', 'text', `   ${'x'.repeat(19)}   `, 'text', /at least 20 characters/],
    ['a long text', 'text', 'x'.repeat(2001), 'text', /at most 2000/],
    ['no name', 'name', '  ', 'name', /your name/],
    ['no location', 'location', REMOVE, 'location', /service areas/],
    ['an unknown service', 'service', 'magic', 'service', /from the list/],
  ])('rejects %s', (_name, path, value, field, message) => {
    expect(errorsOf(reviewSchema, changed(VALID_REVIEW, path, value))).toContainEqual({
      field,
      message: expect.stringMatching(message),
    })
  })

  it('rejects a service the location does not offer', () => {
    const review = { ...VALID_REVIEW, location: 'houston', service: 'residential-window-cleaning' }
    expect(errorsOf(reviewSchema, review)).toEqual([
      { field: 'service', message: 'We do not offer that service in Houston TX; please choose another.' },
    ])
  })
})

describe('fieldErrors', () => {
  it('gives one message per field, the first', () => {
    const schema = z.strictObject({ a: z.string().min(3, 'first').regex(/x/, 'second') })
    const result = schema.safeParse({ a: 'b' })
    expect(result.success ? [] : fieldErrors(result.error)).toEqual([{ field: 'a', message: 'first' }])
  })

  it('names each unknown key, nested or not', () => {
    const schema = z.strictObject({ inner: z.strictObject({ x: z.number() }) })
    const result = schema.safeParse({ inner: { x: 1, y: 2 }, z: 3 })
    expect(result.success ? [] : fieldErrors(result.error)).toEqual(
      expect.arrayContaining([
        { field: 'inner.y', message: 'This field is not part of the form.' },
        { field: 'z', message: 'This field is not part of the form.' },
      ]),
    )
  })

  it('uses an empty field for the form as a whole', () => {
    const result = z.strictObject({}).safeParse('not an object')
    expect(result.success ? [] : fieldErrors(result.error)).toEqual([{ field: '', message: expect.any(String) }])
  })
})

describe('input that can never be stored is refused by the schema, naming the field', () => {
  const nestedArray = JSON.parse(`${'['.repeat(5000)}${']'.repeat(5000)}`) as unknown

  it.each<Case>([
    ['a NUL byte in a name', 'name', 'Ada\u0000L.', 'name', /control characters/],
    ['a NUL byte in the text', 'text', `${'Spotless windows. '.repeat(2)}\u0000`, 'text', /control characters/],
    ['51 emoji as a name of at most 100 characters', 'name', '😀'.repeat(51), 'name', /at most 100 characters/],
    ['a NUL byte in the source page', 'sourcePage', '/services/review\u0000', 'sourcePage', /path on this site/],
  ])('rejects %s', (_name, path, value, field, message) => {
    expect(errorsOf(reviewSchema, changed(VALID_REVIEW, path, value))).toContainEqual({
      field,
      message: expect.stringMatching(message),
    })
  })

  it('counts length as the CMS and the browser do: 50 emoji fill a limit of 100', () => {
    expect(errorsOf(reviewSchema, changed(VALID_REVIEW, 'name', '😀'.repeat(50)))).toEqual([])
  })

  it.each([
    ['an object whose toString is not a function', { toString: 1 }],
    ['a deeply nested array', nestedArray],
    ['a number', 42],
  ])('takes a honeypot holding %s as filled, without throwing', (_name, value) => {
    const result = reviewSchema.safeParse(changed(VALID_REVIEW, 'company_website', value))
    expect(result.success && result.data.company_website).toBeTruthy()
  })
})
