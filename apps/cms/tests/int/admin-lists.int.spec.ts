import type { Field, Payload } from 'payload'
import { fieldAffectsData, fieldIsHiddenOrDisabled } from 'payload/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORAGE_FIELDS } from '../../src/plugins/object-storage'
import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await payload.destroy()
})

function topLevelField(fields: Field[], name: string): Field | undefined {
  return fields.find((field) => fieldAffectsData(field) && field.name === name)
}

describe('the admin lists of uploaded files', () => {
  it('show each file as a thumbnail and none of where the file sits in storage', () => {
    const uploads = payload.config.collections.filter((collection) => collection.upload)
    expect(uploads.map((collection) => collection.slug)).toContain('media')
    for (const collection of uploads) {
      const columns = collection.admin.defaultColumns ?? []
      // The list draws a file's thumbnail in its file name's cell.
      expect(columns, collection.slug).toContain('filename')
      for (const column of columns) {
        const field = topLevelField(collection.fields, column)
        expect(field, `${collection.slug}.${column}`).toBeDefined()
        expect(fieldIsHiddenOrDisabled(field!), `${collection.slug}.${column}`).toBe(false)
      }
      for (const name of STORAGE_FIELDS) {
        const field = topLevelField(collection.fields, name)
        expect(field?.admin, `${collection.slug}.${name}`).toMatchObject({
          hidden: true,
          disableListColumn: true,
          disableListFilter: true,
        })
      }
    }
  })

  it('list a picture with its alt text and size', () => {
    const media = payload.config.collections.find((collection) => collection.slug === 'media')
    expect(media?.admin.defaultColumns).toEqual(expect.arrayContaining(['alt', 'filesize']))
  })
})
