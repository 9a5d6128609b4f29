import type { Field, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await payload.destroy()
})

/**
 * Words a marketer or an office person reading the admin's help texts would have to ask a developer
 * about: the setting's developer side belongs in the docs, the help text says what it does for them.
 */
const JARGON: [RegExp, string][] = [
  [/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/, 'a server setting’s name'],
  [/\bIANA\b/, 'a standards body'],
  [/HMAC|sha-?\d+/i, 'a signature scheme'],
  [/E\.164/, 'a number format’s name'],
  [/\butm_[a-z]+/, 'a URL parameter'],
  [/\b(?:API|JSON|SQL|CMS|USD)\b/, 'an acronym'],
  [/\bwebhooks?\b|\bendpoints?\b|\/api\//i, 'an integration term'],
  [/\bslugs?\b|\{slug\}/i, 'a field name'],
  [/\bids?\b/, 'a database key'],
  [/\brows?\b|\btransaction\b/i, 'a database term'],
  [/\bsubmit\b|\btoken\b|\bservice account\b|\bsms:/i, 'a developer’s word'],
]

type Described = { where: string; text: string }

function textsOf(description: unknown): string[] {
  if (typeof description === 'string') return [description]
  if (description && typeof description === 'object')
    return Object.values(description).filter((text) => typeof text === 'string')
  return []
}

/** Every field's help text, through groups, rows, tabs, arrays and blocks. */
function fieldDescriptions(fields: Field[], where: string): Described[] {
  return fields.flatMap((field): Described[] => {
    const name = 'name' in field && field.name ? `${where}.${field.name}` : where
    const own = textsOf(field.admin && 'description' in field.admin ? field.admin.description : undefined).map(
      (text) => ({ where: name, text }),
    )
    if (field.type === 'tabs')
      return [
        ...own,
        ...field.tabs.flatMap((tab) => [
          ...textsOf(tab.description).map((text) => ({ where: name, text })),
          ...fieldDescriptions(tab.fields, 'name' in tab ? `${name}.${tab.name}` : name),
        ]),
      ]
    if (field.type === 'blocks')
      return [
        ...own,
        ...(field.blocks ?? []).flatMap((block) => fieldDescriptions(block.fields, `${name}.${block.slug}`)),
      ]
    if ('fields' in field && Array.isArray(field.fields)) return [...own, ...fieldDescriptions(field.fields, name)]
    return own
  })
}

describe('the admin’s help texts', () => {
  it('speak to marketing and the office, without developer terms', () => {
    const described: Described[] = [
      ...payload.config.collections.flatMap((collection) => [
        ...textsOf(collection.admin.description).map((text) => ({ where: collection.slug, text })),
        ...fieldDescriptions(collection.fields, collection.slug),
      ]),
      ...payload.config.globals.flatMap((global) => [
        ...textsOf(global.admin.description).map((text) => ({ where: global.slug, text })),
        ...fieldDescriptions(global.fields, global.slug),
      ]),
    ]
    // The walk reaches the texts the admin shows: a landing page section's, a global's.
    expect(described.map((entry) => entry.where)).toEqual(
      expect.arrayContaining(['landing-pages.layout.hero.heading', 'site-settings.cardPaymentsOnline']),
    )
    const found = described.flatMap(({ where, text }) =>
      JARGON.filter(([pattern]) => pattern.test(text)).map(([, kind]) => `${where}: ${kind} in "${text}"`),
    )
    expect(found).toEqual([])
  })
})
