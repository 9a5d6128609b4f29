import type { FieldErrorMap } from '../../lib/field-errors'

/** The wizard's steps in the order a visitor meets them. */
export const STEP_IDS = ['area', 'type', 'services', 'property', 'address', 'contact'] as const
export type StepId = (typeof STEP_IDS)[number]

/**
 * The step that sends: the contact step, which shows the request's summary with an Edit per part, so no
 * review step costs a tap. It shows the errors no step asks (the server named them).
 */
export const SENDING_STEP: StepId = 'contact'

export function isStepId(value: unknown): value is StepId {
  return (STEP_IDS as readonly unknown[]).includes(value)
}

/**
 * The steps of one page: a location's page knows its area, so it skips the ZIP step; a page for homes
 * or for businesses knows which, so it never asks.
 */
export function stepsFor(page: { hasLocation: boolean; hasServiceType: boolean }): readonly StepId[] {
  return STEP_IDS.filter((step) => !(step === 'area' && page.hasLocation) && !(step === 'type' && page.hasServiceType))
}

/**
 * The first step from `from` on that still has a question for the visitor: the type and services steps
 * are passed once answered (a service's page opened the form on its service), so nobody starts on what
 * the page already said. Back still reaches them.
 */
export function firstOpenStep(
  steps: readonly StepId[],
  draft: { serviceType: string; services: readonly string[] },
  from = 0,
): StepId {
  const answered = (step: StepId) =>
    (step === 'type' && draft.serviceType !== '') || (step === 'services' && draft.services.length > 0)
  return steps.slice(from).find((step) => !answered(step)) ?? steps[from]!
}

/** Which answers each step asks, by the schema's field paths, so a step checks only its own. */
const STEP_FIELDS: Record<StepId, readonly string[]> = {
  area: [],
  type: ['serviceType'],
  services: ['services'],
  property: ['property'],
  address: ['address'],
  contact: ['contact', 'business', 'message'],
}

function asksField(step: StepId, field: string): boolean {
  return STEP_FIELDS[step].some((prefix) => field === prefix || field.startsWith(`${prefix}.`))
}

/** Where the visitor is: the stored step when this page has it, else the first step. */
export function stepPosition(steps: readonly StepId[], step: StepId | null): number {
  return step ? Math.max(0, steps.indexOf(step)) : 0
}

/** The step that asks `field`; the sending step for a field no step asks (the server named it). */
export function stepOfField(steps: readonly StepId[], field: string): StepId {
  return steps.find((step) => asksField(step, field)) ?? SENDING_STEP
}

/** The errors a step shows: its own fields' on the way forward, every one on the sending step. */
export function errorsOfStep(errors: FieldErrorMap, step: StepId): FieldErrorMap {
  if (step === SENDING_STEP) return errors
  return Object.fromEntries(Object.entries(errors).filter(([field]) => asksField(step, field)))
}

/**
 * The step to show after the sending step's check (or the server) refused the request: the earliest
 * step that asks a field named, so the visitor lands on the first answer to fix.
 */
export function stepToFix(steps: readonly StepId[], errors: FieldErrorMap): StepId | undefined {
  const named = new Set(Object.keys(errors).map((field) => stepOfField(steps, field)))
  return steps.find((step) => named.has(step))
}
