import { problemType, type ProblemDetails, type ProblemKind } from '@ecs/shared/http'
import type { Messages } from '../../../lib/messages'

type PaymentWords = Messages['payment']

/** The form's fields, named by the server's paths (checkoutSchema's, and the reference it looks up). */
export const FORM_FIELD: Readonly<Record<string, keyof PaymentWords['refused']>> = {
  'payFor.number': 'number',
  'payFor.reference': 'reference',
  'payFor.type': 'payFor',
  payFor: 'payFor',
  amountCents: 'amount',
}

/** The problems without a field the form says in its own words: the rest say the payment page did not open. */
const SAID_KINDS = ['not-found', 'rate-limited', 'unreachable'] as const satisfies readonly ProblemKind[]

/**
 * What the form shows of a refused checkout, by its field (`form` for the form as a whole), in the page's
 * words: the server's problem names the field or its kind, and the catalogue has the sentence in each
 * language (the server's own detail is English).
 */
export function checkoutRefusal(problem: ProblemDetails | undefined, said: PaymentWords): Record<string, string> {
  const shown: Record<string, string> = {}
  for (const { field } of problem?.errors ?? []) {
    const formField = FORM_FIELD[field]
    if (formField) shown[formField] ??= said.refused[formField]
    else shown.form ??= said.checkFields
  }
  if (Object.keys(shown).length > 0) return shown
  const kind = SAID_KINDS.find((candidate) => problem?.type === problemType(candidate))
  return { form: kind ? said.problems[kind] : said.notOpened }
}
