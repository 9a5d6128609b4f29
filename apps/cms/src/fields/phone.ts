import type { TextField } from 'payload'

export function phoneField(overrides: Partial<TextField> = {}): TextField {
  return {
    name: 'phone',
    type: 'text',
    required: true,
    validate: (value: string | null | undefined) =>
      (typeof value === 'string' && (value.match(/\d/g) ?? []).length === 10) || 'Enter a 10-digit US phone number.',
    ...overrides,
  } as TextField
}
