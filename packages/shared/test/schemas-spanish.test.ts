import { describe, expect, it } from 'vitest'
import { type z } from 'zod'
import {
  careerApplicationSchema,
  communitySignupSchema,
  estimateRequestSchema,
  fieldErrors,
  fieldMessageIn,
  PHOTO_REFUSALS,
  planSignupSchema,
  reviewSchema,
} from '../src/schemas'
import { checkoutSchema } from '../src/payments'
import { quoteAcceptSchema, quoteDeclineSchema, quoteQuestionSchema } from '../src/quotes'
import {
  VALID_CAREER_APPLICATION,
  VALID_COMMERCIAL_ESTIMATE,
  VALID_ESTIMATE,
  VALID_PLAN_SIGNUP,
  VALID_REVIEW,
} from './schema-fixtures'

/** Wrong answers for any field: missing, blank, of another type, too long, with control characters, unknown. */
const WRONG_VALUES: unknown[] = [
  undefined,
  '',
  ' ',
  0,
  -1,
  99,
  true,
  'x'.repeat(6000),
  'a\u0001b',
  'not-a-choice',
  ['not-a-choice'],
  [],
  Array.from({ length: 30 }, () => 'residential-window-cleaning'),
  {},
]

type Body = Record<string, unknown>

/** Every path to a value in a body (nested objects; arrays as a whole and their first item). */
function leafPaths(body: Body, prefix: string[] = []): string[][] {
  return Object.entries(body).flatMap(([key, value]) => {
    const path = [...prefix, key]
    if (Array.isArray(value)) return [path, [...path, '0']]
    if (value && typeof value === 'object') return [path, ...leafPaths(value as Body, path)]
    return [path]
  })
}

function withValue(body: Body, path: string[], value: unknown): Body {
  const copy = structuredClone(body)
  let target: Record<string, unknown> = copy
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>
  target[path.at(-1)!] = value
  return copy
}

/** Every message a schema gives for the wrong values in each field of a valid body, and for an empty body. */
function messagesOf(schema: z.ZodType, valid: Body): Set<string> {
  const messages = new Set<string>()
  const bodies = [
    { ...valid, language: 'fr' },
    {},
    { ...valid, unexpected: 1 },
    ...leafPaths(valid).flatMap((path) => WRONG_VALUES.map((value) => withValue(valid, path, value))),
  ]
  for (const body of bodies) {
    const result = schema.safeParse(body)
    if (!result.success) for (const { message } of fieldErrors(result.error)) messages.add(message)
  }
  return messages
}

const { attributionSessionId, sourcePage, idempotencyKey, startedAt } = VALID_ESTIMATE
const META = { attributionSessionId, sourcePage, idempotencyKey, startedAt }

const FORMS: [string, z.ZodType, Body][] = [
  ['estimate', estimateRequestSchema, VALID_ESTIMATE],
  ['commercial estimate', estimateRequestSchema, VALID_COMMERCIAL_ESTIMATE],
  ['plan signup', planSignupSchema, VALID_PLAN_SIGNUP],
  [
    'community signup',
    communitySignupSchema,
    {
      program: 'montebello',
      unit: '4B',
      services: ['window-cleaning'],
      contact: VALID_ESTIMATE.contact,
      acceptTerms: true,
      ...META,
    },
  ],
  ['career application', careerApplicationSchema, VALID_CAREER_APPLICATION],
  ['review', reviewSchema, VALID_REVIEW],
  [
    'card payment',
    checkoutSchema,
    { idempotencyKey, payFor: { type: 'signup', reference: 'PLN-1A2B3C4D' }, amountCents: 18900 },
  ],
  [
    'card payment of an invoice',
    checkoutSchema,
    { idempotencyKey, payFor: { type: 'invoice', number: 'INV-2041' }, amountCents: 18900 },
  ],
  // A quote's answers on its customer's private page.
  ['quote acceptance', quoteAcceptSchema, { name: 'Ada Quoted', acceptTerms: true }],
  ['quote decline', quoteDeclineSchema, { reason: 'Too dear for us this year.' }],
  ['quote question', quoteQuestionSchema, { question: 'Do you clean the skylights too?' }],
]

describe('the forms’ messages in Spanish', () => {
  it.each(FORMS)('has every message the %s form can give', (_name, schema, valid) => {
    const messages = messagesOf(schema, valid)
    expect(messages.size).toBeGreaterThan(3)
    const missing = [...messages].filter((message) => !fieldMessageIn(message, 'es'))
    expect(missing).toEqual([])
    for (const message of messages) expect(fieldMessageIn(message, 'es')).not.toBe(message)
  })

  it('says the messages made from a label or a value in Spanish, with the value', () => {
    expect(fieldMessageIn('Please enter your first name.', 'es')).toBe('Escriba su nombre.')
    expect(fieldMessageIn('Your message can be at most 2000 characters.', 'es')).toBe(
      'Su mensaje puede tener como máximo 2000 caracteres.',
    )
    expect(fieldMessageIn('Please choose at most 8 services.', 'es')).toBe('Elija como máximo 8 servicios.')
    expect(fieldMessageIn('Please enter your first name.', 'en')).toBe('Please enter your first name.')
    expect(fieldMessageIn('A sentence nobody wrote.', 'es')).toBeUndefined()
  })

  it('names a location in a message as the Spanish pages name it', () => {
    expect(fieldMessageIn('Residential Window Cleaning is not offered in DMV Area yet.', 'es')).toMatch(
      / en DC, Maryland y Virginia\.$/,
    )
    expect(fieldMessageIn('We do not offer that service in DMV Area; please choose another.', 'es')).toBe(
      'No ofrecemos ese servicio en DC, Maryland y Virginia; elija otro.',
    )
  })

  it('says every refusal of a send of photos in Spanish, with the file it names', () => {
    const { none, linkAltered, linkExpired, requestGone, tooMany, full, empty, notAPhoto, damaged } = PHOTO_REFUSALS
    const name = 'IMG_0001.HEIC'
    const refusals = [
      none,
      linkAltered,
      linkExpired,
      requestGone,
      tooMany(6),
      full(6, 4),
      empty(name),
      notAPhoto(name),
      damaged(name),
    ]
    for (const refusal of refusals) expect(fieldMessageIn(refusal, 'es'), refusal).toBeDefined()
    expect(fieldMessageIn(PHOTO_REFUSALS.notAPhoto('notes.jpg'), 'es')).toBe(
      '"notes.jpg" no es una foto que podamos leer: envíe JPEG, PNG o HEIC.',
    )
    expect(fieldMessageIn(PHOTO_REFUSALS.full(6, 1), 'es')).toBe(
      'Una solicitud admite como máximo 6 fotos; ya tiene 1.',
    )
  })
})
