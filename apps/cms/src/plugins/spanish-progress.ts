import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  GlobalBeforeChangeHook,
  GlobalConfig,
  Payload,
  Plugin,
  TextareaField,
  NumberField,
} from 'payload'
import { DEFAULT_LANGUAGE } from '@ecs/shared/schemas'
import { isTeamMemberField } from '../access/is-team-member-field'
import { isLocalizedWords } from '../fields/localized'
import { databasePool } from '../utilities/database'
import { readInLocale } from '../utilities/read-in-locale'

/** The language whose gaps are counted: the one that is not the default. */
const TRANSLATION = 'es'

type Doc = Record<string, unknown> | undefined
type Row = Record<string, unknown> & { id?: unknown; blockType?: string }

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])

/** Whether a stored value has words: text that is not blank, or rich text with some text in it. */
function hasWords(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  return value !== null && value !== undefined && /"text":"\s*[^"\s]/.test(JSON.stringify(value))
}

/** Calls `visit` for every field holding data, with the value it has in `doc`, and recurses into rows and groups. */
function walk(
  fields: Field[],
  doc: Doc,
  path: string,
  visit: (field: Field & { name: string }, value: unknown, path: string) => boolean,
): void {
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') walk(field.fields, doc, path, visit)
    else if (field.type === 'tabs')
      for (const tab of field.tabs)
        if ('name' in tab && tab.name) walk(tab.fields, doc?.[tab.name] as Doc, `${path}${tab.name}.`, visit)
        else walk(tab.fields, doc, path, visit)
    else if ('name' in field && !visit(field, doc?.[field.name], `${path}${field.name}`)) {
      const value = doc?.[field.name]
      if (field.type === 'group') walk(field.fields, value as Doc, `${path}${field.name}.`, visit)
      else if (field.type === 'array')
        rowsOf(value).forEach((row, index) => walk(field.fields, row, `${path}${field.name}.${index + 1}.`, visit))
      else if (field.type === 'blocks')
        rowsOf(value).forEach((row, index) => {
          const block = field.blocks.find((candidate) => candidate.slug === row.blockType)
          if (block) walk(block.fields, row, `${path}${field.name}.${index + 1}.`, visit)
        })
    }
  }
}

/** The paths of the words that have English and no Spanish, in a document read with every locale. */
function missingSpanish(fields: Field[], everyLocale: Doc): string[] {
  const missing: string[] = []
  walk(fields, everyLocale, '', (field, value, path) => {
    if (!isLocalizedWords(field)) return false
    const words = value as Record<string, unknown> | undefined
    if (hasWords(words?.[DEFAULT_LANGUAGE]) && !hasWords(words?.[TRANSLATION])) missing.push(path)
    return true
  })
  return missing
}

/**
 * The document as it will be stored, with every locale: the stored words of every language, and the
 * incoming save's words in its own language (an array's rows matched by id; a row the save adds has no
 * other language yet). What the save leaves out stays as stored.
 */
function withIncoming(fields: Field[], stored: Doc, incoming: Doc, locale: string): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored }
  const mergeFields = (fieldList: Field[], from: Doc, into: Record<string, unknown>, was: Doc) => {
    for (const field of fieldList) {
      if (field.type === 'row' || field.type === 'collapsible') mergeFields(field.fields, from, into, was)
      else if (field.type === 'tabs')
        for (const tab of field.tabs)
          if ('name' in tab && tab.name) {
            if (from?.[tab.name] !== undefined)
              into[tab.name] = withIncoming(tab.fields, was?.[tab.name] as Doc, from[tab.name] as Doc, locale)
          } else mergeFields(tab.fields, from, into, was)
      else if ('name' in field && from && field.name in from) {
        const value = from[field.name]
        if (isLocalizedWords(field))
          into[field.name] = { ...(was?.[field.name] as object | undefined), [locale]: value }
        else if (field.type === 'group')
          into[field.name] = withIncoming(field.fields, was?.[field.name] as Doc, value as Doc, locale)
        else if (field.type === 'array' || field.type === 'blocks') {
          const before = rowsOf(was?.[field.name])
          into[field.name] = rowsOf(value).map((row) => {
            const rowFields =
              field.type === 'array'
                ? field.fields
                : (field.blocks.find((block) => block.slug === row.blockType)?.fields ?? [])
            const stored = before.find((candidate) => row.id !== undefined && candidate.id === row.id)
            return withIncoming(rowFields, stored, row, locale)
          })
        } else into[field.name] = value
      }
    }
  }
  mergeFields(fields, incoming, merged, stored)
  return merged
}

const countField: NumberField = {
  name: 'spanishMissing',
  label: 'Spanish: fields missing',
  type: 'number',
  index: true,
  // Editors' bookkeeping: visitors read the words, never which of them are still to translate.
  access: { read: isTeamMemberField },
  admin: {
    position: 'sidebar',
    readOnly: true,
    description:
      'Words with English and no Spanish yet, counted at each save: the Spanish site shows them in English. Filter the list by it to find pages to translate.',
  },
}

const listField: TextareaField = {
  name: 'spanishMissingFields',
  label: 'Spanish still to write',
  type: 'textarea',
  access: { read: isTeamMemberField },
  admin: { position: 'sidebar', readOnly: true, description: 'Which fields (an entry of a list by its number).' },
}

function counted(fields: Field[], everyLocale: Record<string, unknown>) {
  const missing = missingSpanish(fields, everyLocale)
  return { spanishMissing: missing.length, spanishMissingFields: missing.join('\n') || null }
}

/** Counts, on each save of a document, its words not yet in Spanish (what the save brings included). */
const countMissingSpanishOfDocument: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, req }) => {
  const stored = originalDoc?.id
    ? await readInLocale(req, () =>
        req.payload.findByID({
          collection: collection.slug,
          id: originalDoc.id as number,
          locale: 'all',
          draft: true,
          depth: 0,
          overrideAccess: true,
          req,
        }),
      )
    : undefined
  const everyLocale = withIncoming(
    collection.fields,
    stored as unknown as Doc,
    data,
    String(req.locale ?? DEFAULT_LANGUAGE),
  )
  return { ...data, ...counted(collection.fields, everyLocale) }
}

const countMissingSpanishOfGlobal: GlobalBeforeChangeHook = async ({ global, data, req }) => {
  const stored = await readInLocale(req, () =>
    req.payload.findGlobal({ slug: global.slug, locale: 'all', depth: 0, overrideAccess: true, req }),
  )
  const everyLocale = withIncoming(
    global.fields,
    stored as unknown as Doc,
    data,
    String(req.locale ?? DEFAULT_LANGUAGE),
  )
  return { ...data, ...counted(global.fields, everyLocale) }
}

/** Whether a field list holds words per language anywhere, rows and blocks included. */
function holdsWords(fields: Field[]): boolean {
  return fields.some((field) => {
    if (isLocalizedWords(field)) return true
    if ('fields' in field && Array.isArray(field.fields) && holdsWords(field.fields)) return true
    if (field.type === 'tabs') return field.tabs.some((tab) => holdsWords(tab.fields))
    if (field.type === 'blocks') return field.blocks.some((block) => holdsWords(block.fields))
    return false
  })
}

/**
 * Every collection and global with words per language shows, in its sidebar, how many of its words are
 * not yet in Spanish and which; the number is stored and indexed, so the list view filters by it.
 */
export const spanishProgress: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection): CollectionConfig =>
    holdsWords(collection.fields)
      ? {
          ...collection,
          fields: [...collection.fields, countField, listField],
          hooks: {
            ...collection.hooks,
            beforeChange: [...(collection.hooks?.beforeChange ?? []), countMissingSpanishOfDocument],
          },
        }
      : collection,
  ),
  globals: config.globals?.map((global): GlobalConfig =>
    holdsWords(global.fields)
      ? {
          ...global,
          fields: [...global.fields, countField, listField],
          hooks: {
            ...global.hooks,
            beforeChange: [...(global.hooks?.beforeChange ?? []), countMissingSpanishOfGlobal],
          },
        }
      : global,
  ),
})

/** The table of a collection or global, as the Postgres adapter names it. */
const tableOf = (slug: string) => slug.replaceAll('-', '_')

/**
 * Counts the documents and globals never counted (those from before the count, whose words the
 * migration moved to English): written straight to their rows and latest versions, so no document gets
 * a new version, and a draft in progress stays as it is. Run at each start, after the migrations.
 */
export async function countUncountedSpanish(payload: Payload): Promise<void> {
  const pool = databasePool(payload)
  for (const collection of payload.config.collections.filter((candidate) => holdsWords(candidate.fields))) {
    const table = tableOf(collection.slug)
    const uncounted = async (draft: boolean) =>
      (
        await payload.find({
          collection: collection.slug,
          where: { spanishMissing: { exists: false } },
          locale: 'all',
          draft,
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
      ).docs as unknown as (Record<string, unknown> & { id: number })[]
    // The document's row holds what is published, its latest version what is being edited: each its own count.
    for (const doc of await uncounted(false)) {
      const { spanishMissing, spanishMissingFields } = counted(collection.fields, doc)
      await pool.query(`UPDATE "${table}" SET spanish_missing = $1, spanish_missing_fields = $2 WHERE id = $3`, [
        spanishMissing,
        spanishMissingFields,
        doc.id,
      ])
    }
    if (collection.versions?.drafts)
      for (const doc of await uncounted(true)) {
        const { spanishMissing, spanishMissingFields } = counted(collection.fields, doc)
        await pool.query(
          `UPDATE "_${table}_v" SET version_spanish_missing = $1, version_spanish_missing_fields = $2 WHERE parent_id = $3 AND latest`,
          [spanishMissing, spanishMissingFields, doc.id],
        )
      }
  }
  for (const global of payload.config.globals.filter((candidate) => holdsWords(candidate.fields))) {
    const stored = (await payload.findGlobal({
      slug: global.slug,
      locale: 'all',
      depth: 0,
      overrideAccess: true,
    })) as unknown as Record<string, unknown>
    if (stored.spanishMissing !== null && stored.spanishMissing !== undefined) continue
    const { spanishMissing, spanishMissingFields } = counted(global.fields, stored)
    await pool.query(`UPDATE "${tableOf(global.slug)}" SET spanish_missing = $1, spanish_missing_fields = $2`, [
      spanishMissing,
      spanishMissingFields,
    ])
  }
}
