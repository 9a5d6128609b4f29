import type { CollectionBeforeChangeHook } from 'payload'
import { problem, ProblemError } from '@ecs/shared/http'

/** What may still change on an accepted quote: the deposit's arrival, nothing the customer agreed to. */
const CHANGEABLE_AFTER_ACCEPTANCE = new Set(['depositPaidAt', 'updatedAt'])

/**
 * An accepted quote is what the customer signed: it is frozen. Any change to it but the deposit's
 * arrival is refused with a 409 that says so, whoever asks (the desk, the admin panel, the server);
 * a change is a new quote.
 */
export const refuseChangesToAcceptedQuote: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || originalDoc?.status !== 'accepted') return data
  const changed = Object.keys(data).filter(
    (field) =>
      !CHANGEABLE_AFTER_ACCEPTANCE.has(field) &&
      JSON.stringify(data[field] ?? null) !== JSON.stringify(originalDoc[field] ?? null),
  )
  if (changed.length > 0)
    throw new ProblemError(
      problem(
        409,
        `Quote ${originalDoc.number} version ${originalDoc.version} was accepted by ${originalDoc.acceptedName} on ${String(originalDoc.acceptedAt).slice(0, 10)}, so it is frozen: it cannot be changed. Make a new quote for any change.`,
        { errors: [{ field: changed[0]!, message: 'An accepted quote cannot be changed.' }] },
      ),
    )
  return data
}
