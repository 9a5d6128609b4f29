import type { TextField } from 'payload'

const SLUG_PATTERN = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/

/** The URL key of a document: unique, lowercase words joined by dashes. */
export function slugField(overrides: Partial<TextField> = {}): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: 'Part of the page address. Lowercase letters, digits and dashes.' },
    validate: (value: string | null | undefined) =>
      (typeof value === 'string' && SLUG_PATTERN.test(value)) || 'Use lowercase letters, digits and dashes only.',
    ...overrides,
  } as TextField
}
