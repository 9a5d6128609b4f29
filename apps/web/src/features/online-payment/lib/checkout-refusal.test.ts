import { problem } from '@ecs/shared/http'
import { describe, expect, it } from 'vitest'
import { en } from '../../../lib/messages/en'
import { es } from '../../../lib/messages/es'
import { checkoutRefusal } from './checkout-refusal'

// The server's problems as the CMS sends them for a checkout (payments/checkout.ts): English sentences.
const unknownReference = problem(
  422,
  'We could not find a signup with that reference. Please check it against your confirmation email, or call us.',
  { errors: [{ field: 'payFor.reference', message: 'We could not find a signup with that reference.' }] },
)
const cardPaymentsOff = problem(404, 'Card payments online are not available. Please pay by phone.')
const processorDown = problem(502, 'The card processor did not start the payment. Please try again in a moment.')

describe('a refused checkout in the page language', () => {
  it('says at the field the server names what it refused, in Spanish on a Spanish page', () => {
    expect(checkoutRefusal(unknownReference, es.payment)).toEqual({
      reference:
        'No encontramos ninguna inscripción con esa referencia. Compárela con su correo de confirmación o llámenos.',
    })
    expect(checkoutRefusal(unknownReference, en.payment)).toEqual({
      reference:
        'We could not find a signup with that reference. Please check it against your confirmation email, or call us.',
    })
  })

  it('names each refused field once, and a field the form does not have on the form', () => {
    const refused = problem(422, 'Please check the highlighted fields.', {
      errors: [
        { field: 'amountCents', message: 'The amount must be at least $0.50.' },
        { field: 'amountCents', message: 'The amount must be whole cents.' },
        { field: 'idempotencyKey', message: 'Required' },
      ],
    })
    expect(checkoutRefusal(refused, es.payment)).toEqual({
      amount: 'Revise el monto.',
      form: 'Revise lo que escribió.',
    })
  })

  it('says a problem without a field by its kind, never in the server’s English on a Spanish page', () => {
    expect(checkoutRefusal(cardPaymentsOff, es.payment).form).toBe(es.payment.problems['not-found'])
    expect(checkoutRefusal(problem(429, 'Too many payment attempts.'), es.payment).form).toBe(
      es.payment.problems['rate-limited'],
    )
    expect(checkoutRefusal(problem(503, 'No answer', { kind: 'unreachable' }), es.payment).form).toBe(
      es.payment.problems.unreachable,
    )
    expect(checkoutRefusal(processorDown, es.payment).form).toBe(es.payment.notOpened)
    expect(checkoutRefusal(undefined, es.payment).form).toBe(es.payment.notOpened)
  })
})
