import type { NumberField } from 'payload'

/**
 * An amount of US money in whole cents: money is integers end to end (a dollar float such as 25.99
 * cannot be summed exactly), so the field refuses fractions and negatives.
 */
export function centsField(name: string, overrides: Partial<NumberField> = {}): NumberField {
  return {
    name,
    type: 'number',
    required: true,
    min: 0,
    validate: (value: number | null | undefined) =>
      (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
      'Enter the amount in whole cents (2599 for $25.99).',
    ...overrides,
  } as NumberField
}
